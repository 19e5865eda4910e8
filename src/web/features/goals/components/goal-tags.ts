import type { TFunction } from 'i18next';
import { STATE_NAMES, type GoalState } from '../../../../domain/goals/states';
import { badgeColor } from './badge-colors';
import { badgeText } from './badge-text';
import { shownTexts } from '../../../shared/i18n';

export type GoalTag = { text: string; color: string };

// The list's badge colours where a state has a badge of its own name (Draft, Shelved, Finalized).
const STATE_COLORS: Record<GoalState, string> = {
  draft: badgeColor('Draft'),
  review: 'gold',
  approved: 'geekblue',
  shelving_in_review: 'gold',
  shelved: badgeColor('Shelved'),
  results_in_review: 'cyan',
  finalized: badgeColor('Finalized'),
};

/** A goal state's name in the language shown ('Draft in review'). */
export const stateText = (state: GoalState, t: TFunction<'goals'> = shownTexts('goals')): string => t(`state.${state}`);

/**
 * The state and the server's badges as one row of tags, the same on a list card and in the goal's detail, without saying a thing twice: a badge that only
 * repeats the state ('Draft' for 'Draft in review') goes, and a badge that says more than the state
 * ('Results in review (In Dispute)') replaces it. Compared in the API's English, shown in the language shown.
 */
export function goalTags(state: GoalState, badges: readonly string[], t: TFunction<'goals'> = shownTexts('goals')): GoalTag[] {
  const stateName = STATE_NAMES[state];
  const extra = badges.filter((b) => !stateName.startsWith(b));
  const stateSaidBetter = extra.some((b) => b.startsWith(stateName));
  return [
    ...(stateSaidBetter ? [] : [{ text: stateText(state, t), color: STATE_COLORS[state] }]),
    ...extra.map((b) => ({ text: badgeText(b, t), color: badgeColor(b) })),
  ];
}
