import { describe, expect, it } from 'vitest';
import { mayChoosePeers, nomineeProblem, withinCap } from './feedback-rules';

const subject = { id: 10, parentId: 2 };
const colleague = (id: number, over: Partial<{ active: boolean; observer: boolean }> = {}) => ({
  id,
  active: true,
  observer: false,
  ...over,
});

describe('nomineeProblem', () => {
  it.each([
    ['an active colleague', colleague(11), null],
    ['someone the company does not have', undefined, 'unknown'],
    ['a deactivated colleague', colleague(11, { active: false }), 'unknown'],
    ['an observer', colleague(11, { observer: true }), 'unknown'],
    ['the person themself', colleague(10), 'self'],
    ['their manager', colleague(2), 'manager'],
  ] as const)('%s: %s', (_name, c, problem) => expect(nomineeProblem(subject, c)).toBe(problem));
});

describe('withinCap', () => {
  it.each([
    [5, 0, 5, true],
    [3, 2, 5, true],
    [4, 2, 5, false],
    [0, 6, 5, false],
    [0, 0, 1, true],
  ])('%i nominated and %i asked under a cap of %i: %s', (nominated, requested, cap, ok) =>
    expect(withinCap(nominated, requested, cap)).toBe(ok),
  );
});

describe('mayChoosePeers', () => {
  it.each([
    ['the manager', { id: 2, isTalentAdmin: false }, true],
    ['a talent admin', { id: 7, isTalentAdmin: true }, true],
    ['a colleague', { id: 7, isTalentAdmin: false }, false],
    ['the person themself', { id: 10, isTalentAdmin: false }, false],
    ['the person themself, a talent admin', { id: 10, isTalentAdmin: true }, false],
  ])('%s: %s', (_name, actor, ok) => expect(mayChoosePeers(actor, subject)).toBe(ok));
});
