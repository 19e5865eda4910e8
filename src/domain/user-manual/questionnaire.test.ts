import { describe, expect, it } from 'vitest';
import { ANSWER_CHOICES, QUESTIONS, answerLabel, isAnswer } from './questionnaire';

describe('the DISC-style questionnaire', () => {
  it('has 36 questions with ids 1..36 in order and distinct texts', () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(new Set(QUESTIONS.map((q) => q.text.toLowerCase())).size).toBe(36);
  });

  it.each([
    ['active', 1, 9],
    ['active', -1, 9],
    ['accepting', 1, 9],
    ['accepting', -1, 9],
  ] as const)('%s items keyed %i: %i', (axis, keyed, count) => {
    expect(QUESTIONS.filter((q) => q.axis === axis && q.keyed === keyed)).toHaveLength(count);
  });

  it('keeps every item short enough for a phone screen (at most 90 characters, one sentence)', () => {
    for (const q of QUESTIONS) expect(q.text).toMatch(/^[A-Z][^.]{0,88}\.$/);
  });

  it('alternates the axes so no two neighbours score the same one', () => {
    QUESTIONS.slice(1).forEach((q, i) => expect(q.axis).not.toBe(QUESTIONS[i]?.axis));
  });

  it('offers five Likert answers from Strongly disagree to Strongly agree', () => {
    expect(ANSWER_CHOICES.map((c) => c.label)).toEqual(['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']);
    expect(answerLabel(4)).toBe('Agree');
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
