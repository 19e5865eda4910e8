import { Spin, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewSwitch } from './view-switch';
import type { GoalProgress } from '../../../../contract/key-results';
import { levelText } from '../../../components/level-words';
import { dayText } from '../../../shared/dates';
import { percentText } from '../../../shared/numbers';
import { lazyNamed } from '../../../shared/lazy-named';
import { weekPoints } from '../progress-weeks';

// The chart library loads with the first chart shown, not with the goal's detail.
const ProgressChart = lazyNamed(() => import('./progress-chart'), 'ProgressChart');

type View = 'chart' | 'table';

type ProgressByWeekProps = {
  progress: GoalProgress;
  headingLevel: 2 | 3 | 4 | 5;
  /** The goal counts its aligned goals: the weeks roll them up too, over today's tree (decision 069). */
  countsAligned?: boolean;
};

/** The goal's progress at the end of each week against the expected line, as a chart or as a table. */
export function ProgressByWeek({ progress, headingLevel, countsAligned = false }: ProgressByWeekProps) {
  const { t } = useTranslation('goalDetail');
  const [view, setView] = useState<View>('chart');
  const points = weekPoints(progress);
  const summary = t('keyResults.chart.summary', {
    progress: percentText(progress.Progress ?? 0),
    expected: percentText(progress.Expected),
    weeks: points.length,
  });
  const notYet = t('keyResults.chart.notYet');

  return (
    <section style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Title level={headingLevel} style={{ fontSize: 14, margin: 0 }}>
          {t('keyResults.chart.title')}
        </Typography.Title>
        <ViewSwitch<View>
          label={t('keyResults.chart.views')}
          value={view}
          onChange={setView}
          views={[
            { value: 'chart', label: t('keyResults.chart.chart') },
            { value: 'table', label: t('keyResults.chart.table') },
          ]}
        />
      </div>
      {countsAligned && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('keyResults.chart.includesAligned')}
        </Typography.Text>
      )}
      {view === 'chart' ? (
        <Suspense fallback={<Spin />}>
          <ProgressChart points={points} summary={summary} />
        </Suspense>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
            <caption style={{ textAlign: 'start', color: 'rgba(0,0,0,0.65)', paddingBottom: 4 }}>{summary}</caption>
            <thead>
              <tr>
                {(['week', 'progress', 'expected', 'likelihood', 'quality'] as const).map((c) => (
                  <th key={c} scope="col" style={{ textAlign: 'start', padding: '4px 8px', borderBottom: '1px solid #F0F0F0' }}>
                    {t(`keyResults.chart.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.week}>
                  <th scope="row" style={{ textAlign: 'start', padding: '4px 8px', fontWeight: 400 }}>
                    {p.week} · {t('keyResults.chart.weekOf', { date: dayText(p.startDate) })}
                  </th>
                  <td style={{ padding: '4px 8px' }}>{p.progress === null ? notYet : percentText(p.progress)}</td>
                  <td style={{ padding: '4px 8px' }}>{percentText(p.expected)}</td>
                  <td style={{ padding: '4px 8px' }}>{p.likelihood === null ? '–' : levelText('likelihood', p.likelihood)}</td>
                  <td style={{ padding: '4px 8px' }}>{p.quality === null ? '–' : levelText('quality', p.quality)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
