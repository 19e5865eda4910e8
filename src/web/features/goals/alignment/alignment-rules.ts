import type { TFunction } from 'i18next';
import type { AlignmentNode } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { goalTags } from '../components/goal-tags';
import { levelText } from '../../../components/level-words';
import { numberText, percentText } from '../../../shared/numbers';

/** What a node's squares and arrow say, in words: their tooltip and what a screen reader hears. */
export function statusText(n: Pick<AlignmentNode, 'Likelihood' | 'Quality' | 'LikelihoodDelta'>, t: TFunction<'goals'>): string {
  if (n.Likelihood === null || n.Quality === null) return t('status.none');
  return t(`alignment.status.${trendOf(n.LikelihoodDelta)}`, {
    likelihood: levelText('likelihood', n.Likelihood, t),
    quality: levelText('quality', n.Quality, t),
  });
}

/** '2 aligned': how many goals are aligned to a node. */
export const alignedText = (count: number, t: TFunction<'goals'>): string => t('alignment.aligned', { number: numberText(count) });

/** '38% complete': a goal's progress from its key results, null for a goal without any. */
export const progressText = (progress: number | null, t: TFunction<'goals'>): string | null =>
  progress === null ? null : t('alignment.progress', { progress: percentText(progress) });

/**
 * A row's accessible name: every word the row shows, in its order (WCAG 2.5.3, label in name), the title first, then
 * what its squares say and its progress.
 */
export function rowLabel(
  n: Pick<AlignmentNode, 'Title' | 'ChildCount' | 'Owner' | 'State' | 'Likelihood' | 'Quality' | 'LikelihoodDelta' | 'Progress'>,
  t: TFunction<'goals'>,
): string {
  const aligned = n.ChildCount > 0 ? alignedText(n.ChildCount, t) : null;
  const tags = goalTags(n.State, [], t).map((tag) => tag.text);
  return [n.Title, aligned, n.Owner.Name, ...tags, statusText(n, t), progressText(n.Progress, t)].filter(Boolean).join(', ');
}
