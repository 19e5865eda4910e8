import { LoadMoreFooter } from '../../../components/load-more-footer';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty } from 'antd';
import type { Goal } from '../../../../contract/goals';
import { useTranslation } from 'react-i18next';
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
  /** Row selection for Copy to next quarter, where the viewer may pick goals (decision 073). */
  selection?: GoalSelection;
};

export type GoalSelection = {
  selectable: (goal: Goal) => boolean;
  checked: (goalId: number) => boolean;
  onCheck: (goal: Goal, on: boolean) => void;
};

/** The goals in the server's order (its sort priority), ten at first and ten more per Load More. */
export function GoalList({
  goals,
  selectedId,
  hrefOf,
  currentWeekStart,
  filtered,
  onAdd,
  onClearFilters,
  onOpen,
  selection,
}: GoalListProps) {
  const { t } = useTranslation('goals');
  if (goals.isPending) return <PageSpinner />;
  if (goals.data === undefined) return <Alert type="error" showIcon title={goals.error?.message} />;

  const items = goals.data.pages.flatMap((page) => page.data);
  const total = goals.data.pages.at(-1)?.count ?? items.length;

  if (items.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? t('list.noMatches') : t('list.empty')}
        style={{ paddingBlock: 32, background: '#fff', borderRadius: 8, margin: 0 }}
      >
        <div style={{ display: 'flex', justifyContent: 'center', gap: 8, flexWrap: 'wrap' }}>
          {filtered && <Button onClick={onClearFilters}>{t('list.clearFilters')}</Button>}
          {onAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
              {t('list.addGoal')}
            </Button>
          )}
        </div>
      </Empty>
    );
  }

  const card = (goal: Goal) => (
    <GoalCard goal={goal} to={hrefOf(goal.Id)} selected={goal.Id === selectedId} currentWeekStart={currentWeekStart} onOpen={onOpen} />
  );
  return (
    <section aria-label={t('list.label')}>
      <StatusLegend />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {items.map((goal) => (
          <li key={goal.Id} style={selection ? { display: 'flex', alignItems: 'flex-start', gap: 8 } : undefined}>
            {selection && (
              // Beside the card, not in it: the card is the goal's link.
              <span style={{ width: 24, flexShrink: 0, paddingTop: 14, display: 'flex', justifyContent: 'center' }}>
                {selection.selectable(goal) && (
                  <Checkbox
                    aria-label={t('copy.select', { title: goal.GoalDetail.Title })}
                    checked={selection.checked(goal.Id)}
                    onChange={(e) => selection.onCheck(goal, e.target.checked)}
                  />
                )}
              </span>
            )}
            {selection ? <div style={{ flex: 1, minWidth: 0 }}>{card(goal)}</div> : card(goal)}
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        shown={items.length}
        total={total}
        noun={[t('list.goalNoun'), t('list.goalsNoun')]}
        hasMore={goals.hasNextPage}
        loading={goals.isFetchingNextPage}
        onMore={() => void goals.fetchNextPage()}
      />
    </section>
  );
}
