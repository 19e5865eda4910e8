import type { GoalType } from './states';

/** A result as the owner (Outcome) or the manager (Feedback) gives it; `text` is that description. */
export type ResultInput = {
  completed?: boolean | null;
  quality?: number | null;
  objectiveResult?: number | null;
  text?: string;
};
export type ResultField = keyof ResultInput;
export type ResultWho = 'owner' | 'manager';

export const DESCRIPTION_REQUIRED = 'A description of result is required.';
export const SELECT_YES_OR_NO = 'Please select Yes or No.';
export const QUALITY_REQUIRED = 'Quality is required.';
export const PERCENT_ABOVE_ZERO = 'Please enter a percent above 0.';
export const PERCENT_RANGE = 'Percent must be 0–100.';
export const RESULT_TEXT_MAX = 3000;

/** Percent goals (ObjectiveResult) report a percent; SMART and OKR goals answer Yes or No. */
export const isPercentGoal = (goalType: GoalType) => goalType === 'ObjectiveResult';

/**
 * Spec 000 §5: a description is always required; percent goals need 0–100 and not zero; the others need
 * Yes or No, and the owner also rates quality 0–4. The goal form and the server both ask this.
 */
export function resultErrors(goalType: GoalType, v: ResultInput, who: ResultWho): Partial<Record<ResultField, string>> {
  const errors: Partial<Record<ResultField, string>> = {};
  const text = v.text?.trim() ?? '';
  if (!text) errors.text = DESCRIPTION_REQUIRED;
  else if (text.length > RESULT_TEXT_MAX) errors.text = `Must be at most ${RESULT_TEXT_MAX} characters.`;
  if (isPercentGoal(goalType)) {
    const percent = v.objectiveResult;
    if (percent == null || percent === 0) errors.objectiveResult = PERCENT_ABOVE_ZERO;
    else if (!Number.isInteger(percent) || percent < 0 || percent > 100) errors.objectiveResult = PERCENT_RANGE;
    return errors;
  }
  if (v.completed == null) errors.completed = SELECT_YES_OR_NO;
  if (who === 'owner' && (v.quality == null || v.quality < 0 || v.quality > 4)) errors.quality = QUALITY_REQUIRED;
  return errors;
}
