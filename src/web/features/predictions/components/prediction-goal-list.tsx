import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PredictionData } from '../../../../contract/predictions';
import { choiceText, verdictsOf, type CellChoice } from '../prediction-rules';
import { PredictionGoalCard } from './prediction-goal-card';

type PredictionGoalListProps = {
  pages: readonly PredictionData[];
  cell: CellChoice | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onClearCell: () => void;
};

/** 'All Goals': the goals below the matrix's goal under every filter, 20 more per Load More. */
export function PredictionGoalList({ pages, cell, hasMore, loadingMore, onLoadMore, onClearCell }: PredictionGoalListProps) {
  const { t } = useTranslation('predictions');
  const first = pages[0]!;
  const goals = pages.flatMap((p) => p.childs);
  const verdicts = verdictsOf({ results: pages.flatMap((p) => p.results), managerresults: pages.flatMap((p) => p.managerresults) });
  const total = first.count;

  return (
    <section aria-labelledby="prediction-goals-title">
      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Typography.Title id="prediction-goals-title" level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{total}</Typography.Text>
        {cell && (
          <Tag
            closable
            onClose={onClearCell}
            closeIcon={<CloseOutlined aria-label={t('list.showAll')} />}
            color="blue"
            style={{ marginInlineStart: 4 }}
          >
            {choiceText(cell, t)}
          </Tag>
        )}
      </div>
      {goals.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            cell ? (
              t('list.noneInCell')
            ) : (
              <span style={{ display: 'grid', gap: 4, maxWidth: 480, marginInline: 'auto' }}>
                <span>{t('list.noneBelow')}</span>
                <Typography.Text type="secondary">{t('list.noneBelowHelp')}</Typography.Text>
              </span>
            )
          }
          style={{ paddingBlock: 24, background: '#fff', borderRadius: 8, margin: 0 }}
        >
          {cell ? (
            <Button onClick={onClearCell}>{t('list.showAll')}</Button>
          ) : (
            <Link to="/v3/goals?scope=mine">{t('list.seeYourGoals')}</Link>
          )}
        </Empty>
      ) : (
        <>
          <ul aria-label={t('list.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {goals.map((goal) => (
              <li key={goal.Id}>
                <PredictionGoalCard goal={goal} weekStart={first.weekPeriod.StartDate} verdict={verdicts.get(goal.Id)} />
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginTop: 12, flexWrap: 'wrap' }}>
            <Typography.Text type="secondary" aria-live="polite">
              {t('list.shown', { shown: goals.length, count: total })}
            </Typography.Text>
            {hasMore && (
              <Button onClick={onLoadMore} loading={loadingMore}>
                {t('list.loadMore')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
