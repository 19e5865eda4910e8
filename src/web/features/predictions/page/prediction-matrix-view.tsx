import { Alert, Button, Card, Result, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { PageSpinner } from '../../../components/page-spinner';
import { prefersReducedMotion } from '../../../components/reduced-motion';
import { Refreshing } from '../../../components/refreshing';
import { GoalCard } from '../../goals';
import { usePrediction } from '../api/get-prediction';
import { PredictionFilters } from '../components/prediction-filters';
import { PredictionGoalList } from '../components/prediction-goal-list';
import { PredictionGrid } from '../components/prediction-grid';
import { WeekNav } from '../components/week-nav';
import { isChosen, toggleCell, type PredictionView } from '../prediction-rules';

type PredictionMatrixViewProps = {
  goalId: number;
  view: PredictionView;
  wide: boolean;
  onView: (view: PredictionView) => void;
};

/** One goal's matrix: the goal, week navigation, filters, the grid and the 'All Goals' list. */
export function PredictionMatrixView({ goalId, view, wide, onView }: PredictionMatrixViewProps) {
  const { t } = useTranslation('predictions');
  const { Period } = useSignedInSession();
  const prediction = usePrediction(goalId, view);
  const listRef = useRef<HTMLDivElement>(null);
  const chooseCell = (next: PredictionView) => {
    onView(next);
    // On a phone the list is below the grid, out of sight: bring the chosen goals into view.
    if (!wide && next.cell) listRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };

  if (prediction.isPending) return <PageSpinner />;
  if (prediction.isError) {
    if (isApiError(prediction.error, 404)) {
      return <Result status="404" title={t('page.notFound')} extra={<Link to="/v3/goals">{t('page.goToGoals')}</Link>} />;
    }
    return (
      <Alert
        type="error"
        showIcon
        title={prediction.error.message}
        action={
          view.week ? (
            <Button size="small" onClick={() => onView({ ...view, week: 0 })}>
              {t('page.showThisWeek')}
            </Button>
          ) : (
            <Button size="small" onClick={() => void prediction.refetch()}>
              {t('page.tryAgain')}
            </Button>
          )
        }
      />
    );
  }

  const pages = prediction.data.pages;
  const data = pages[0]!;
  const { matrix } = data;
  const loading = prediction.isPlaceholderData;
  const noneChosen = isChosen(view, 'none');

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <section aria-label={t('page.goal')} style={{ display: 'grid', gap: 6 }}>
        <Typography.Text type="secondary">{t('page.alignedBelow')}</Typography.Text>
        <GoalCard goal={data.goal} to={`/v3/goals/${data.goal.Id}`} selected={false} currentWeekStart={Period?.WeekStartDate ?? null} />
      </section>
      <Refreshing
        busy={loading}
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(0, 5fr) minmax(0, 6fr)' : 'minmax(0, 1fr)',
          gap: 24,
          alignItems: 'start',
        }}
      >
        <Card
          styles={{ body: { display: 'grid', gap: 16, padding: wide ? 24 : 12 } }}
          style={wide ? { position: 'sticky', top: 72 } : undefined}
        >
          <WeekNav
            week={data.weekPeriod}
            prevWeek={data.prevWeek}
            nextWeek={data.nextWeek}
            compact={!wide}
            onWeek={(week) => onView({ ...view, week })}
          />
          <PredictionFilters matrix={matrix} view={view} onChange={onView} />
          <PredictionGrid matrix={matrix} view={view} compact={!wide} onChoose={(cell) => chooseCell(toggleCell(view, cell))} />
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            <Typography.Text type="secondary">{t('page.total', { count: matrix.Total })}</Typography.Text>
            <Button
              size="small"
              type={noneChosen ? 'primary' : 'default'}
              aria-pressed={noneChosen}
              disabled={matrix.NoStatus === 0 && !noneChosen}
              onClick={() => chooseCell(toggleCell(view, 'none'))}
            >
              {t('page.noPrediction', { goals: matrix.NoStatus })}
            </Button>
          </div>
        </Card>
        <div ref={listRef} style={{ scrollMarginTop: 72 }}>
          <PredictionGoalList
            pages={pages}
            cell={view.cell}
            hasMore={prediction.hasNextPage}
            loadingMore={prediction.isFetchingNextPage}
            onLoadMore={() => void prediction.fetchNextPage()}
            onClearCell={() => onView({ ...view, cell: null })}
          />
        </div>
      </Refreshing>
    </div>
  );
}
