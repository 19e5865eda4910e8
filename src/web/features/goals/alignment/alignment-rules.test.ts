import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { rowLabel, statusText } from './alignment-rules';

const t = testTexts('goals');

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
  ])('%o → %s', (node, text) => expect(statusText(node, t)).toBe(text));
});

describe('rowLabel', () => {
  const node = {
    Title: 'Grow recurring revenue to $12M ARR',
    Owner: { Name: 'Olivia Hart' },
    State: 'approved',
    Likelihood: null,
    Quality: null,
    LikelihoodDelta: null,
    Progress: null,
  } as const;
  it.each([
    [
      'with goals aligned to it',
      { ...node, ChildCount: 2 },
      'Grow recurring revenue to $12M ARR, 2 aligned, Olivia Hart, Approved, No weekly status yet',
    ],
    [
      'with none',
      { ...node, ChildCount: 0, State: 'draft' },
      'Grow recurring revenue to $12M ARR, Olivia Hart, Draft, No weekly status yet',
    ],
    [
      'measured by key results',
      { ...node, ChildCount: 0, Progress: 37.5 },
      'Grow recurring revenue to $12M ARR, Olivia Hart, Approved, No weekly status yet, 38% complete',
    ],
  ] as const)('a goal %s', (_, n, label) => expect(rowLabel(n as Parameters<typeof rowLabel>[0], t)).toBe(label));
});
