import { describe, expect, it } from 'vitest';
import type { GoalState } from '../goals/states';
import { mayCountChildren, mayWeighChild } from './permissions';
import { countsInParent, rolledUpProgress, type ChildPart, type Weighted } from './progress';

// A goal's progress rolled up with its aligned goals' (decision 069).

const child = (progress: number | null, weight = 1, state: GoalState = 'approved', hidden = false): ChildPart => ({
  progress,
  weight,
  state,
  hidden,
});
const own = (progress: number | null, weight = 1): Weighted => ({ progress, weight });

describe("a goal's progress with its aligned goals", () => {
  it.each<[string, Weighted, ChildPart[] | null, number | null]>([
    ['a goal that does not count them keeps its key results’ progress', own(50), null, 50],
    ['a goal counting none keeps its key results’ progress', own(50), [], 50],
    ['each aligned goal weighs like a key result of weight 1', own(50), [child(20), child(80)], 50],
    ['at their weights beside the key results’ sum', own(50, 1), [child(20, 1), child(60, 3)], 50],
    ['the key results weigh their weights’ sum', own(40, 3), [child(80, 1)], 50],
    ['a goal without key results takes its aligned goals’ progress only', own(null, 0), [child(20, 1), child(60, 3)], 50],
    ['an aligned goal without progress does not count', own(50), [child(null), child(70)], 60],
    ['a shelved aligned goal does not count', own(50), [child(10, 1, 'shelved'), child(70)], 60],
    ['a private aligned goal does not count', own(50), [child(10, 1, 'approved', true), child(70)], 60],
    ['a draft aligned goal counts', own(50), [child(0, 1, 'draft')], 25],
    ['a finalized aligned goal counts', own(50), [child(100, 1, 'finalized')], 75],
    ['nothing counts: no progress, not 0 %', own(null, 0), [child(null), child(90, 1, 'shelved')], null],
  ])('%s', (_, keyResults, children, progress) => {
    expect(rolledUpProgress(keyResults, children)).toBe(progress);
  });

  it.each<[GoalState, boolean]>([
    ['draft', true],
    ['review', true],
    ['approved', true],
    ['shelving_in_review', true],
    ['shelved', false],
    ['results_in_review', true],
    ['finalized', true],
  ])('an aligned goal with progress, %s, counts: %s', (state, counts) => {
    expect(countsInParent(child(40, 1, state))).toBe(counts);
  });
});

describe('who sets how a goal rolls up', () => {
  it.each<[string, boolean, boolean]>([
    ['whoever may edit the goal chooses whether it counts its aligned goals', true, true],
    ['nobody else', false, false],
  ])('%s', (_, mayEdit, may) => {
    expect(mayCountChildren({ mayEdit })).toBe(may);
  });

  it.each<[string, boolean, boolean | null, boolean]>([
    ['whoever may edit the aligned goal sets its weight', true, false, true],
    ['whoever may edit its parent does', false, true, true],
    ['nobody who may edit neither', false, false, false],
    ['a goal aligned to none: whoever may edit it', true, null, true],
    ['a goal aligned to none, nobody else', false, null, false],
  ])('%s', (_, child, parent, may) => {
    expect(mayWeighChild({ mayEdit: child }, parent === null ? null : { mayEdit: parent })).toBe(may);
  });
});
