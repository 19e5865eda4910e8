import type { TFunction } from 'i18next';
import type { GoalType } from '../../../../domain/goals/states';
import {
  DESCRIPTION_REQUIRED,
  isPercentGoal,
  PERCENT_ABOVE_ZERO,
  PERCENT_RANGE,
  QUALITY_REQUIRED,
  RESULT_TEXT_MAX,
  resultErrors as domainResultErrors,
  SELECT_YES_OR_NO,
  type ResultField as DomainField,
  type ResultWho,
} from '../../../../domain/goals/result-rules';
import { shownTexts } from '../../../shared/i18n';

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

type MessageKey = 'descriptionRequired' | 'selectYesOrNo' | 'qualityRequired' | 'percentAboveZero' | 'percentRange' | 'tooLong';

// The domain's messages (its English) by their catalogue keys.
const MESSAGE_KEYS = new Map<string, MessageKey>([
  [DESCRIPTION_REQUIRED, 'descriptionRequired'],
  [SELECT_YES_OR_NO, 'selectYesOrNo'],
  [QUALITY_REQUIRED, 'qualityRequired'],
  [PERCENT_ABOVE_ZERO, 'percentAboveZero'],
  [PERCENT_RANGE, 'percentRange'],
  [`Must be at most ${RESULT_TEXT_MAX} characters.`, 'tooLong'],
]);

const inLanguage = (message: string, t: TFunction<'goalDetail'>) => {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`resultErrors.${key}`, { max: RESULT_TEXT_MAX }) : message;
};

/** The domain's result rule (spec 000 §5), its errors named by the form's fields, in the language shown. */
export function resultErrors(
  goalType: GoalType,
  v: ResultValues,
  who: ResultWho,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
): Partial<Record<ResultField, string>> {
  const input = { completed: v.Completed, quality: v.Quality, objectiveResult: v.ObjectiveResult, text: v.Text };
  const errors = domainResultErrors(goalType, input, who);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field as DomainField], inLanguage(message, t)]));
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
