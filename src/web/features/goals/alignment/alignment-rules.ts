import type { AlignmentNode } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { levelText } from '../../../../domain/goals/levels';
import { goalTags } from '../components/goal-tags';

/** What a node's squares and arrow say, in words: their tooltip and what a screen reader hears. */
export function statusText(n: Pick<AlignmentNode, 'Likelihood' | 'Quality' | 'LikelihoodDelta'>): string {
  if (n.Likelihood === null || n.Quality === null) return 'No weekly status yet';
  const trend = trendOf(n.LikelihoodDelta);
  const since = trend === 'flat' ? '' : `, likelihood ${trend} since the status before`;
  return `Newest status: likelihood ${levelText('likelihood', n.Likelihood)}; quality ${levelText('quality', n.Quality)}${since}`;
}

/**
 * A row's accessible name: every word the row shows, in its order (WCAG 2.5.3, label in name), the title first, and
 * then what its squares say.
 */
export function rowLabel(
  n: Pick<AlignmentNode, 'Title' | 'ChildCount' | 'Owner' | 'State' | 'Likelihood' | 'Quality' | 'LikelihoodDelta'>,
): string {
  const aligned = n.ChildCount > 0 ? `${n.ChildCount} aligned` : null;
  const tags = goalTags(n.State, []).map((t) => t.text);
  return [n.Title, aligned, n.Owner.Name, ...tags, statusText(n)].filter(Boolean).join(', ');
}
