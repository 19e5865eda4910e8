import { LoadMoreFooter } from '../../../components/load-more-footer';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty } from 'antd';
import type { To } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import type { useGoals } from '../api/get-goals';
import { GoalCard } from '../components/goal-card';
import { StatusLegend } from '../components/status-legend';

type GoalListProps = {
  goals: ReturnType<typeof useGoals>;
  selectedId: number | null;
  hrefOf: (goalId: number) => To;
  currentWeekStart: string | null;
  filtered: boolean;
  onAdd: (() => void) | null;
  onClearFilters: () => void;
  onOpen: () => void;
};

/** The goals in the server's order (its sort priority), ten at first and ten more per Load More. */
export function GoalList({ goals, selectedId, hrefOf, currentWeekStart, filtered, onAdd, onClearFilters, onOpen }: GoalListProps) {
  if (goals.isPending) return <PageSpinner />;
  if (goals.data === undefined) return <Alert type="error" showIcon title={goals.error?.message} />;

  const items = goals.data.pages.flatMap((page) => page.data);
  const total = goals.data.pages.at(-1)?.count ?? items.length;

  if (items.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? 'No goals match these filters.' : 'No goals in this quarter.'}
        style={{ paddingBlock: 32, background: '#fff', borderRadius: 8, margin: 0 }}
      >
        <div style={{ display: 'flex', justifyContent: 'center', gap: 8, flexWrap: 'wrap' }}>
          {filtered && <Button onClick={onClearFilters}>Clear filters</Button>}
          {onAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
              Add a Goal
            </Button>
          )}
        </div>
      </Empty>
    );
  }

  return (
    <section aria-label="Goal list">
      <StatusLegend />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {items.map((goal) => (
          <li key={goal.Id}>
            <GoalCard
              goal={goal}
              to={hrefOf(goal.Id)}
              selected={goal.Id === selectedId}
              currentWeekStart={currentWeekStart}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        shown={items.length}
        total={total}
        noun={['goal', 'goals']}
        hasMore={goals.hasNextPage}
        loading={goals.isFetchingNextPage}
        onMore={() => void goals.fetchNextPage()}
      />
    </section>
  );
}
