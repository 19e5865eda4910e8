import { describe, expect, it } from 'vitest';
import { statusText } from './alignment-rules';

describe('statusText', () => {
  it.each([
    [{ Likelihood: null, Quality: null, LikelihoodDelta: null }, 'No weekly status yet'],
    [{ Likelihood: 3, Quality: 4, LikelihoodDelta: null }, 'Newest status: likelihood Likely, quality Very good'],
    [{ Likelihood: 3, Quality: 4, LikelihoodDelta: 0 }, 'Newest status: likelihood Likely, quality Very good'],
    [
      { Likelihood: 1, Quality: 2, LikelihoodDelta: 1 },
      'Newest status: likelihood Not sure, quality Okay, likelihood up since the status before',
    ],
    [
      { Likelihood: 0, Quality: 0, LikelihoodDelta: -2 },
      'Newest status: likelihood Not at all, quality Very bad, likelihood down since the status before',
    ],
  ])('%o → %s', (node, text) => expect(statusText(node)).toBe(text));
});
