import { Alert, Card, Empty, Pagination, Skeleton, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewSwitch } from './view-switch';
import { useSignedInSession } from '../../../shared/session';
import { TEAM_PAGE_SIZE, useTeamProgress } from '../api/progress-charts-api';
import { LikelihoodLegend, TeamHeatMap } from './team-heat-map';
import { TeamProgressTable } from './team-progress-table';

type View = 'heatMap' | 'table';

/** The dashboard's card of the team's goals by week (decision 068): a heat map or a table, a page of goals at a time. */
export function TeamProgressCard() {
  const { t } = useTranslation('goalDetail');
  const session = useSignedInSession();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>('heatMap');
  // The heat map renders in the background once its answer is in, after the dashboard's first screen (decision 059).
  const team = useDeferredValue(useTeamProgress(page));
  // The week under way is the session's; before the schedule starts no week has begun.
  const today = session.Period?.WeekStartDate ?? '0000-01-01';

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('keyResults.team.title')}</h2>}
      extra={
        <ViewSwitch<View>
          label={t('keyResults.team.views')}
          value={view}
          onChange={setView}
          views={[
            { value: 'heatMap', label: t('keyResults.team.heatMap') },
            { value: 'table', label: t('keyResults.team.table') },
          ]}
        />
      }
      styles={{ header: { flexWrap: 'wrap', rowGap: 8 }, title: { flex: 'none', whiteSpace: 'normal' } }}
    >
      {team.isPending ? (
        <Skeleton active />
      ) : team.isError ? (
        <Alert type="error" showIcon title={t('keyResults.team.loadFailed')} />
      ) : team.data.Goals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('keyResults.team.empty')} />
      ) : (
        <div style={{ display: 'grid', gap: 12 }}>
          {view === 'heatMap' ? (
            <>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('keyResults.team.explain')}
              </Typography.Text>
              <TeamHeatMap progress={team.data} today={today} summary={summaryOf()} />
              <LikelihoodLegend />
            </>
          ) : (
            <TeamProgressTable progress={team.data} today={today} summary={summaryOf()} />
          )}
          {team.data.Total > TEAM_PAGE_SIZE && (
            <Pagination
              size="small"
              simple
              current={page}
              pageSize={TEAM_PAGE_SIZE}
              total={team.data.Total}
              onChange={setPage}
              style={{ justifySelf: 'end' }}
            />
          )}
        </div>
      )}
    </Card>
  );

  function summaryOf() {
    return t('keyResults.team.summary', { count: team.data?.Total ?? 0, weeks: team.data?.Weeks.length ?? 0 });
  }
}
