import type { TFunction } from 'i18next';
import { shownTexts } from '../../../shared/i18n';

// The server's badges are the API's codes (English, as the spec writes them); people read them in their language.
const KEYS = {
  Draft: 'badge.draft',
  Shelved: 'badge.shelved',
  'Pending edits': 'badge.pendingEdits',
  'Needs Update': 'badge.needsUpdate',
  'Needs Review': 'badge.needsReview',
  'Results in review (Achieved)': 'badge.resultsAchieved',
  'Results in review (Not Achieved)': 'badge.resultsNotAchieved',
  'Results in review (In Dispute)': 'badge.resultsInDispute',
  Finalized: 'badge.finalized',
  'Needs Finalization': 'badge.needsFinalization',
  'Trending Down': 'badge.trendingDown',
} as const;

const isKnown = (badge: string): badge is keyof typeof KEYS => Object.hasOwn(KEYS, badge);

/** A badge in the language shown; one Trellis does not know stays as the server wrote it. */
export function badgeText(badge: string, t: TFunction<'goals'> = shownTexts('goals')): string {
  if (isKnown(badge)) return t(KEYS[badge]);
  const weeks = /^Status is (\d+) weeks old$/.exec(badge)?.[1];
  return weeks ? t('badge.weeksOld', { count: Number(weeks) }) : badge;
}
