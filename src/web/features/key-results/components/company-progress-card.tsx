import { Alert, Card, Empty, Skeleton, Spin, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewSwitch } from './view-switch';
import type { CompanyProgress } from '../../../../contract/key-results';
import { dayText } from '../../../shared/dates';
import { lazyNamed } from '../../../shared/lazy-named';
import { percentText } from '../../../shared/numbers';
import { useCompanyProgress } from '../api/progress-charts-api';
import { lastEndedWeek } from '../progress-chart-rules';

// The chart library loads with the first chart shown, not with the dashboard.
const CompanyProgressChart = lazyNamed(() => import('./company-progress-chart'), 'CompanyProgressChart');

type View = 'chart' | 'table';
const CELL = { padding: '4px 8px', borderBottom: '1px solid #F0F0F0' } as const;

/** The dashboard's card of the share of the company's measured goals on track by week (decision 068). */
export function CompanyProgressCard() {
  const { t } = useTranslation('goalDetail');
  const [view, setView] = useState<View>('chart');
  const company = useCompanyProgress();

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('keyResults.company.title')}</h2>}
      extra={
        <ViewSwitch<View>
          label={t('keyResults.company.views')}
          value={view}
          onChange={setView}
          views={[
            { value: 'chart', label: t('keyResults.company.chart') },
            { value: 'table', label: t('keyResults.company.table') },
          ]}
        />
      }
      styles={{ header: { flexWrap: 'wrap', rowGap: 8 }, title: { flex: 'none', whiteSpace: 'normal' } }}
      style={{ height: '100%' }}
    >
      {company.isPending ? (
        <Skeleton active />
      ) : company.isError ? (
        <Alert type="error" showIcon title={t('keyResults.company.loadFailed')} />
      ) : (company.data.Weeks[0]?.Measured ?? 0) === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('keyResults.company.empty')} />
      ) : (
        <CompanyProgressView progress={company.data} view={view} />
      )}
    </Card>
  );
}

function CompanyProgressView({ progress, view }: { progress: CompanyProgress; view: View }) {
  const { t } = useTranslation('goalDetail');
  const last = lastEndedWeek(progress);
  const summary = last
    ? t('keyResults.company.summary', { share: percentText(last.Share ?? 0), measured: last.Measured, week: last.Week })
    : t('keyResults.company.noneYet');
  const ended = progress.Weeks.filter((w) => w.Share !== null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Typography.Text style={{ fontSize: 13 }}>{summary}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('keyResults.company.explain')}
      </Typography.Text>
      {view === 'chart' ? (
        <Suspense fallback={<Spin />}>
          <CompanyProgressChart progress={progress} summary={summary} />
        </Suspense>
      ) : (
        <div role="region" aria-label={summary} tabIndex={0} style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
            <caption style={{ textAlign: 'start', color: 'rgba(0,0,0,0.65)', paddingBottom: 4 }}>{t('keyResults.company.title')}</caption>
            <thead>
              <tr>
                {(['week', 'share', 'onTrack', 'measured'] as const).map((c) => (
                  <th key={c} scope="col" style={{ ...CELL, textAlign: 'start' }}>
                    {t(`keyResults.company.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ended.map((w) => (
                <tr key={w.WeekId}>
                  <th scope="row" style={{ ...CELL, textAlign: 'start', fontWeight: 400 }}>
                    {t('keyResults.company.weekOf', { week: w.Week, date: dayText(w.StartDate) })}
                  </th>
                  <td style={CELL}>{percentText(w.Share ?? 0, undefined, 1)}</td>
                  <td style={CELL}>{w.OnTrack}</td>
                  <td style={CELL}>{w.Measured}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
