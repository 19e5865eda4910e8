import { describe, expect, it } from 'vitest';
import { ANSWERS, QUESTIONS, isAnswer } from './questionnaire';

describe('the DISC-style questionnaire', () => {
  // The statements' words are the catalogue's: src/i18n/manual.test.ts checks them in every language.
  it('has 36 questions with ids 1..36 in order', () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it.each([
    ['active', 1, 9],
    ['active', -1, 9],
    ['accepting', 1, 9],
    ['accepting', -1, 9],
  ] as const)('%s items keyed %i: %i', (axis, keyed, count) => {
    expect(QUESTIONS.filter((q) => q.axis === axis && q.keyed === keyed)).toHaveLength(count);
  });

  it('alternates the axes so no two neighbours score the same one', () => {
    QUESTIONS.slice(1).forEach((q, i) => expect(q.axis).not.toBe(QUESTIONS[i]?.axis));
  });

  it('offers five Likert answers, 1 to 5', () => {
    expect(ANSWERS).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
    [undefined, false],
  ])('isAnswer(%j) is %s', (value, expected) => {
    expect(isAnswer(value)).toBe(expected);
  });
});
