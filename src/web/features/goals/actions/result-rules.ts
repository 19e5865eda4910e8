import type { GoalType } from '../../../../domain/goals/states';
import {
  isPercentGoal,
  resultErrors as domainResultErrors,
  type ResultField as DomainField,
  type ResultWho,
} from '../../../../domain/goals/result-rules';

/** The finalize (owner) and manager review form: Text is the owner's Outcome or the manager's Feedback. */
export type ResultValues = {
  Completed?: boolean | null;
  Quality?: number | null;
  ObjectiveResult?: number | null;
  Text?: string;
};
export type ResultField = keyof ResultValues;

const FIELD_OF: Record<DomainField, ResultField> = {
  completed: 'Completed',
  quality: 'Quality',
  objectiveResult: 'ObjectiveResult',
  text: 'Text',
};

/** The domain's result rule (spec 000 §5), its errors named by the form's fields. */
export function resultErrors(goalType: GoalType, v: ResultValues, who: ResultWho): Partial<Record<ResultField, string>> {
  const input = { completed: v.Completed, quality: v.Quality, objectiveResult: v.ObjectiveResult, text: v.Text };
  const errors = domainResultErrors(goalType, input, who);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field as DomainField], message]));
}

const forType = (goalType: GoalType, v: ResultValues) =>
  isPercentGoal(goalType)
    ? { Completed: null, ObjectiveResult: v.ObjectiveResult ?? null }
    : { Completed: v.Completed ?? null, ObjectiveResult: null };

/** POST /Goal/finalize body; `resultId` when the owner edits results already sent. */
export const finalizeBody = (goalId: number, goalType: GoalType, v: ResultValues, resultId?: number) => ({
  ...(resultId ? { Id: resultId } : {}),
  GoalId: goalId,
  ...forType(goalType, v),
  Quality: isPercentGoal(goalType) ? null : (v.Quality ?? null),
  Outcome: v.Text?.trim() ?? '',
});

/** POST /Goal/finalize_approved body: the manager's verdict. */
export const reviewResultsBody = (goalId: number, goalType: GoalType, v: ResultValues, resultId?: number) => ({
  ...(resultId ? { Id: resultId } : {}),
  GoalId: goalId,
  ...forType(goalType, v),
  Feedback: v.Text?.trim() ?? '',
});
