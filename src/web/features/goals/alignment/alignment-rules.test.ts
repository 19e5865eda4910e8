import { describe, expect, it } from 'vitest';
import { statusText } from './alignment-rules';

describe('statusText', () => {
  it.each([
    [{ Likelihood: null, Quality: null, LikelihoodDelta: null }, 'No weekly status yet'],
    [{ Likelihood: 3, Quality: 4, LikelihoodDelta: null }, 'Newest status: likelihood Likely, 4 of 5; quality Very good, 5 of 5'],
    [{ Likelihood: 3, Quality: 4, LikelihoodDelta: 0 }, 'Newest status: likelihood Likely, 4 of 5; quality Very good, 5 of 5'],
    [
      { Likelihood: 1, Quality: 2, LikelihoodDelta: 1 },
      'Newest status: likelihood Not sure, 2 of 5; quality Okay, 3 of 5, likelihood up since the status before',
    ],
    [
      { Likelihood: 0, Quality: 0, LikelihoodDelta: -2 },
      'Newest status: likelihood Not at all, 1 of 5; quality Very bad, 1 of 5, likelihood down since the status before',
    ],
  ])('%o → %s', (node, text) => expect(statusText(node)).toBe(text));
});
