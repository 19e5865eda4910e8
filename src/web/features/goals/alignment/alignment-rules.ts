import type { AlignmentNode } from '../../../../contract/goals';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { likelihoodLabel, qualityLabel } from '../components/scale-colors';

/** What a node's squares and arrow say, in words: their tooltip and what a screen reader hears. */
export function statusText(n: Pick<AlignmentNode, 'Likelihood' | 'Quality' | 'LikelihoodDelta'>): string {
  if (n.Likelihood === null || n.Quality === null) return 'No weekly status yet';
  const trend = trendOf(n.LikelihoodDelta);
  const since = trend === 'flat' ? '' : `, likelihood ${trend} since the status before`;
  return `Newest status: likelihood ${likelihoodLabel(n.Likelihood)}, quality ${qualityLabel(n.Quality)}${since}`;
}
