import type { TFunction } from 'i18next';
import type { GoalSuggestion, GoalSuggestRequest, GoalTextRequest } from '../../../../contract/ai';
import type { Goal } from '../../../../contract/goals';
import type { RoleName } from '../../../../contract/people';
import { FUNCTIONAL_AREAS, type FunctionalArea } from '../../../../domain/ai/goal-templates/template';
import { goalWording, type GoalWording } from '../components/goal-wording';
import type { GoalFormValues } from '../form/goal-form-rules';
import { shownTexts } from '../../../shared/i18n';

export { FUNCTIONAL_AREAS, type FunctionalArea };

// The functional areas (the API's codes) by their catalogue keys.
const AREA_KEYS = {
  Legal: 'legal',
  Product: 'product',
  Marketing: 'marketing',
  Sales: 'sales',
  'Human Resources': 'humanResources',
  'Accounting/Finance': 'accountingFinance',
  'Information Technology': 'informationTechnology',
  Executive: 'executive',
} as const satisfies Record<FunctionalArea, string>;

/** A functional area's name in the language shown. */
export const areaText = (area: FunctionalArea, t: TFunction<'goalDetail'> = shownTexts('goalDetail')): string =>
  t(`ai.areas.${AREA_KEYS[area]}`);

/** Whose words the goal form speaks, for the sentences that name its fields: OKR companies' or everyone else's. */
export type WordingKind = 'okr' | 'smart';
export const wordingKind = (wording: GoalWording): WordingKind => (wording.title === goalWording('OKR').title ? 'okr' : 'smart');

/** Spec 000 §9: description suggestions wait until the typing has paused this long. */
export const DESCRIPTION_DEBOUNCE_MS = 400;

// Observers add no goals and the server answers them 403, which would sign them out: never ask for them.
export const mayWriteWithAi = (role: RoleName) => role !== 'observer';

type AskArgs = {
  values: Pick<GoalFormValues, 'OwnerId' | 'PeriodId' | 'ParentId'>;
  viewerId: number;
  area?: FunctionalArea;
  context?: string;
  pastTitles?: readonly string[];
};

/** Why 'Suggest goals' cannot ask yet, or null when it can. */
export function whyNotAsk(args: Pick<AskArgs, 'values' | 'area'>, t: TFunction<'goalDetail'> = shownTexts('goalDetail')): string | null {
  if (!args.area) return t('ai.chooseArea');
  if (!args.values.PeriodId) return t('ai.chooseQuarter');
  return null;
}

/** The body of POST /Goal/gpt from the form: its parent, owner (else oneself) and quarter; null until it can ask. */
export function goalSuggestRequest(args: AskArgs): GoalSuggestRequest | null {
  const { values, area } = args;
  if (!area || !values.PeriodId) return null;
  const context = args.context?.trim();
  return {
    ParentId: values.ParentId || null,
    Category: area,
    MoreContext: context || null,
    AdditionalContext: null,
    goalOwner: values.OwnerId ?? args.viewerId,
    Quarter: values.PeriodId,
    pastTitles: [...(args.pastTitles ?? [])],
  };
}

/** The body of /Goal/gpt/measurements and /Goal/gpt/description: the same plus the title typed so far; null without a title. */
export function goalTextRequest(
  args: Omit<AskArgs, 'area'> & { area?: FunctionalArea; title?: string; measurement?: string },
): GoalTextRequest | null {
  const title = args.title?.trim();
  if (!title || !args.values.PeriodId) return null;
  // Measurements and descriptions need no functional area; the title says what the goal is about.
  const base = goalSuggestRequest({ ...args, area: args.area ?? 'Executive' });
  if (!base) return null;
  return { ...base, Category: args.area ?? base.Category, Title: title, Measurement: args.measurement?.trim() || null };
}

/** One measurement (or key result) per line, as the form's Measurement field holds them. */
export const measurementText = (lines: readonly string[]) =>
  lines
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

/** The form fields a picked suggestion fills. */
export const filledBy = (s: GoalSuggestion): Pick<GoalFormValues, 'Title' | 'Measurement' | 'Description'> => ({
  Title: s.Title.trim(),
  Measurement: measurementText(s.Measurements),
  Description: s.Description.trim(),
});

/** Most titles the server takes as 'not to suggest again'. */
export const PAST_TITLES_MAX = 50;

type GoalOfList = Pick<Goal, 'GoalPeriodId' | 'User'> & { GoalDetail: Pick<Goal['GoalDetail'], 'Title'> };

/** Titles of the owner's goals in the quarter among the goals the screen has already loaded (no extra call). */
export function pastTitlesFrom(goals: readonly GoalOfList[], ownerId: number, periodId: number | undefined): string[] {
  if (!periodId) return [];
  const titles = goals.filter((g) => g.User.Id === ownerId && g.GoalPeriodId === periodId).map((g) => g.GoalDetail.Title.trim());
  return [...new Set(titles)].filter(Boolean).slice(0, PAST_TITLES_MAX);
}
