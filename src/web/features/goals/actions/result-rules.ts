import type { GoalType } from '../../../../domain/goals/states';

/** The finalize (owner) and manager review form: Text is the owner's Outcome or the manager's Feedback. */
export type ResultValues = {
  Completed?: boolean | null;
  Quality?: number | null;
  ObjectiveResult?: number | null;
  Text?: string;
};
export type ResultField = keyof ResultValues;
export type ResultWho = 'owner' | 'manager';

export const DESCRIPTION_REQUIRED = 'A description of result is required.';
export const SELECT_YES_OR_NO = 'Please select Yes or No.';
export const QUALITY_REQUIRED = 'Quality is required.';
export const PERCENT_ABOVE_ZERO = 'Please enter a percent above 0.';
export const PERCENT_RANGE = 'Percent must be 0–100.';
export const TEXT_MAX = 3000;

/** Percent goals (ObjectiveResult) report a percent; SMART and OKR goals answer Yes or No. */
export const isPercentGoal = (goalType: GoalType) => goalType === 'ObjectiveResult';

/**
 * Spec 000 §5: a description is always required; percent goals need 0–100 and not zero; the others need
 * Yes or No, and the owner also rates quality 0–4.
 */
export function resultErrors(
  goalType: GoalType,
  v: ResultValues,
  who: ResultWho,
): Partial<Record<ResultField, string>> {
  const errors: Partial<Record<ResultField, string>> = {};
  const text = v.Text?.trim() ?? '';
  if (!text) errors.Text = DESCRIPTION_REQUIRED;
  else if (text.length > TEXT_MAX) errors.Text = `Must be at most ${TEXT_MAX} characters.`;
  if (isPercentGoal(goalType)) {
    const percent = v.ObjectiveResult;
    if (percent == null || percent === 0) errors.ObjectiveResult = PERCENT_ABOVE_ZERO;
    else if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      errors.ObjectiveResult = PERCENT_RANGE;
    return errors;
  }
  if (v.Completed == null) errors.Completed = SELECT_YES_OR_NO;
  if (who === 'owner' && (v.Quality == null || v.Quality < 0 || v.Quality > 4))
    errors.Quality = QUALITY_REQUIRED;
  return errors;
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
export const reviewResultsBody = (
  goalId: number,
  goalType: GoalType,
  v: ResultValues,
  resultId?: number,
) => ({
  ...(resultId ? { Id: resultId } : {}),
  GoalId: goalId,
  ...forType(goalType, v),
  Feedback: v.Text?.trim() ?? '',
});
