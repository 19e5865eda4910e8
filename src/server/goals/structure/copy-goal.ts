import type { GoalSave } from '../../../contract/goals';
import { createGoal } from '../save/create-goal';
import { loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import type { ViewerWork } from '../viewer';

const PREFIX = 'Copy of ';
const TITLE_MAX = 255;

/**
 * Copy Goal: a new draft of the viewer's own with the source's wording and privacy, without a parent,
 * in the source's quarter while goals may still be set there, otherwise in the current quarter.
 */
export async function copyGoal(w: ViewerWork, goalId: number): Promise<GoalView> {
  const { viewer } = w;
  const source = await loadGoalView(w.tx, viewer, goalId);
  const current = viewer.period;
  const stillOpen = current === null || source.period.index >= current.Index;
  const input: GoalSave = {
    Title: `${PREFIX}${source.row.title}`.slice(0, TITLE_MAX),
    Measurement: source.row.measurement,
    Description: source.row.description,
    ReportingMemo: source.row.reportingMemo,
    IsPrivate: source.row.hidden,
    OwnerId: viewer.userId,
    PeriodId: stillOpen ? source.row.periodId : current.Id,
    ParentId: null,
    IsDraft: true,
    IsFromEdit: false,
  };
  return createGoal(w, input);
}
