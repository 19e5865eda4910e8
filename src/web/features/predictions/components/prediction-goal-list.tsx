import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Tag, Typography } from 'antd';
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
  const first = pages[0]!;
  const goals = pages.flatMap((p) => p.childs);
  const verdicts = verdictsOf({ results: pages.flatMap((p) => p.results), managerresults: pages.flatMap((p) => p.managerresults) });
  const total = first.count;

  return (
    <section aria-labelledby="prediction-goals-title">
      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Typography.Title id="prediction-goals-title" level={2} style={{ fontSize: 18, margin: 0 }}>
          All Goals
        </Typography.Title>
        <Typography.Text type="secondary">{total}</Typography.Text>
        {cell && (
          <Tag
            closable
            onClose={onClearCell}
            closeIcon={<CloseOutlined aria-label="Show all goals" />}
            color="blue"
            style={{ marginInlineStart: 4 }}
          >
            {choiceText(cell)}
          </Tag>
        )}
      </div>
      {goals.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            cell ? (
              'No goals in this cell.'
            ) : (
              <span style={{ display: 'grid', gap: 4, maxWidth: 480, marginInline: 'auto' }}>
                <span>No goals are aligned below this goal (with these filters).</span>
                <Typography.Text type="secondary">
                  Predictions show how the goals aligned below one of yours are going: each week’s likelihood and quality. Once goals are
                  aligned to yours, they appear here.
                </Typography.Text>
              </span>
            )
          }
          style={{ paddingBlock: 24, background: '#fff', borderRadius: 8, margin: 0 }}
        >
          {cell ? <Button onClick={onClearCell}>Show all goals</Button> : <Link to="/v3/goals?scope=mine">See your goals</Link>}
        </Empty>
      ) : (
        <>
          <ul aria-label="All Goals" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {goals.map((goal) => (
              <li key={goal.Id}>
                <PredictionGoalCard goal={goal} weekStart={first.weekPeriod.StartDate} verdict={verdicts.get(goal.Id)} />
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginTop: 12, flexWrap: 'wrap' }}>
            <Typography.Text type="secondary" aria-live="polite">
              {goals.length} of {total} {total === 1 ? 'goal' : 'goals'}
            </Typography.Text>
            {hasMore && (
              <Button onClick={onLoadMore} loading={loadingMore}>
                Load More
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
