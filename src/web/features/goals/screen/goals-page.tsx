import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { usePeriods } from '../api/get-goal-choices';
import { useGoals } from '../api/get-goals';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { addChoice, chipsOf, clearChips, removeChip, withPeriod } from './goal-filter-url';
import { mayAddGoal } from './goal-scopes';
import { GoalList } from './goal-list';
import { GoalsToolbar } from './goals-toolbar';
import { useGoalsView } from './use-goals-view';
import { useListScroll } from './use-list-scroll';
import { useOwnerNames } from './use-owner-names';
import { useWiderThan } from '../../../shared/use-wider-than';
import { copySelectable } from './copy-selection';
import { CopySelectionBar, useCopySelection } from './copy-selection-bar';

// The list comes first; the detail loads with the first selected goal and the form with the first Add Goal.
const GoalDetail = lazyNamed(() => import('../detail/goal-detail'), 'GoalDetail');
const GoalFormDrawer = lazyNamed(() => import('../form/goal-form-drawer'), 'GoalFormDrawer');
const CopyDialog = lazyNamed(() => import('./copy-dialog'), 'CopyDialog');

const SEARCH_CHIPS = new Set(['user', 'dept', 'title']);
/** /v3/goals, /v3/goals/{goalId} and /v3/goals/type/company: the goal list with its filters and the selected goal. */
export function GoalsPage() {
  const { t } = useTranslation('goals');
  const { Profile, Period } = useSignedInSession();
  const view = useGoalsView();
  const { filter, goalId } = view;
  const wide = useWiderThan('lg');
  const periods = usePeriods();
  const goals = useGoals(filter);
  const names = useOwnerNames(goals.data?.pages);
  const [adding, setAdding] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const add = () => {
    setFormUsed(true);
    setAdding(true);
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const rememberListScroll = useListScroll(!wide && goalId !== null);
  // Copy to next quarter (decision 073): own goals and a manager's team view offer row selection.
  const picked = useCopySelection(JSON.stringify(filter));
  const [copying, setCopying] = useState(false);
  const offersCopy =
    Profile.RoleName !== 'observer' && (filter.GoalSelectFilter === 'MyGoals' || filter.GoalSelectFilter === 'MyDirectReports');

  const current = periods.data?.Current ?? Period;
  const periodId = filter.PeriodId ?? current?.Id;
  const selected = periods.data?.Periods.find((p) => p.Id === periodId);
  const canAdd = mayAddGoal({ role: Profile.RoleName, selectedStart: selected?.StartDate, currentStart: current?.StartDate });
  const chips = chipsOf(filter, names.nameOf, t);
  const drawerCount = chips.filter((c) => !SEARCH_CHIPS.has(c.kind)).length;
  // An empty list needs no 'select a goal' beside it.
  const nothingToSelect = goalId === null && goals.data?.pages[0]?.count === 0;

  // On a phone the selected goal takes the whole screen; Back returns to the list as it was. The detail keeps its place in
  // the tree in both layouts, so a window that crosses the breakpoint (a tablet turned) keeps the goal's open dialogs.
  const detailAlone = !wide && goalId !== null;

  return (
    <>
      {!detailAlone && (
        <>
          <PageTitle
            extra={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 16 }}>
                {/* The alignment tree of the quarter on show, from every list of goals. */}
                <Link to={`/v3/goals/alignment${filter.PeriodId ? `?period=${filter.PeriodId}` : ''}`}>{t('page.viewAlignment')}</Link>
                {canAdd && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={add}>
                    {t('page.addGoal')}
                  </Button>
                )}
              </span>
            }
          >
            {t('page.title')}
          </PageTitle>
          <GoalsToolbar
            filter={filter}
            scopes={view.options}
            periods={periods.data?.Periods}
            periodId={periodId}
            drawerCount={drawerCount}
            onScope={(scope) => view.show({ ...filter, GoalSelectFilter: scope })}
            onPeriod={(id) => view.show(withPeriod(filter, id, current?.Id ?? null))}
            onChoose={(key, text, label) => {
              names.remember(key, label);
              view.show(addChoice(filter, key, text));
            }}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <FilterChips chips={chips} onRemove={(key) => view.show(removeChip(filter, key))} onClear={() => view.show(clearChips(filter))} />
        </>
      )}
      <div
        style={
          wide && !nothingToSelect
            ? { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 24, alignItems: 'start' }
            : undefined
        }
      >
        {!detailAlone && (
          <div style={{ minWidth: 0 }}>
            {picked.goals.length > 0 && (
              <CopySelectionBar count={picked.goals.length} onCopy={() => setCopying(true)} onClear={picked.clear} />
            )}
            <GoalList
              goals={goals}
              selectedId={goalId}
              hrefOf={(id) => view.hrefOf(id)}
              currentWeekStart={Period?.WeekStartDate ?? null}
              filtered={chips.length > 0}
              onAdd={canAdd ? add : null}
              onClearFilters={() => view.show(clearChips(filter))}
              onOpen={wide ? () => undefined : rememberListScroll}
              selection={
                offersCopy
                  ? {
                      selectable: (goal) =>
                        copySelectable({ scope: filter.GoalSelectFilter, role: Profile.RoleName, viewerId: Profile.Id, goal }),
                      checked: picked.checked,
                      onCheck: picked.onCheck,
                    }
                  : undefined
              }
            />
          </div>
        )}
        {(detailAlone || (wide && !nothingToSelect)) && (
          // Beside the list, the detail stays in view below the sticky header while the list scrolls.
          <div style={wide ? { position: 'sticky', top: 72, maxHeight: 'calc(100vh - 88px)', overflowY: 'auto', minWidth: 0 } : undefined}>
            {goalId ? (
              <Suspense fallback={<PageSpinner />}>
                <GoalDetail key={goalId} goalId={goalId} onBack={detailAlone ? () => view.select(null) : undefined} />
              </Suspense>
            ) : (
              <Card>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.selectGoal')} />
              </Card>
            )}
          </div>
        )}
      </div>
      {copying && periods.data && (
        <Suspense>
          <CopyDialog
            goals={picked.goals}
            periods={periods.data.Periods}
            quarterHref={(id) => view.hrefOf(null, withPeriod(filter, id, current?.Id ?? null))}
            onClose={() => setCopying(false)}
            onCopied={() => {
              setCopying(false);
              picked.clear();
            }}
          />
        </Suspense>
      )}
      <FilterDrawer open={filtersOpen} filter={filter} onClose={() => setFiltersOpen(false)} onApply={(next) => view.show(next)} />
      {formUsed && (
        <Suspense>
          <GoalFormDrawer
            open={adding}
            periodId={periodId}
            onClose={() => setAdding(false)}
            onSaved={(goal) => {
              setAdding(false);
              // Show the new goal, in its own quarter.
              view.show(withPeriod(filter, goal.GoalPeriodId, current?.Id ?? null), goal.Id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
