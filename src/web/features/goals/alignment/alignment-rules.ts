import type { AlignmentNode } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { levelText } from '../../../../domain/goals/levels';

/** What a node's squares and arrow say, in words: their tooltip and what a screen reader hears. */
export function statusText(n: Pick<AlignmentNode, 'Likelihood' | 'Quality' | 'LikelihoodDelta'>): string {
  if (n.Likelihood === null || n.Quality === null) return 'No weekly status yet';
  const trend = trendOf(n.LikelihoodDelta);
  const since = trend === 'flat' ? '' : `, likelihood ${trend} since the status before`;
  return `Newest status: likelihood ${levelText('likelihood', n.Likelihood)}; quality ${levelText('quality', n.Quality)}${since}`;
}
