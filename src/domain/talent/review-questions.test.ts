import { describe, expect, it } from 'vitest';
import { answerProblems, keptAnswers, MAX_ANSWER_LENGTH, type AskedQuestion, type QuestionAnswer } from './review-questions';
import { feedbackDueOn, feedbackReminderOn } from './appraisal-periods';

const questions: AskedQuestion[] = [
  { id: 7, text: 'What went well?', kind: 'text', scale: null, required: true },
  { id: 9, text: 'Reliable?', kind: 'rating', scale: ['No', 'Mostly', 'Yes'], required: true },
  { id: 11, text: 'Anything else?', kind: 'text', scale: null, required: false },
];
const a = (questionId: number, rating: number | null, text: string | null): QuestionAnswer => ({ questionId, rating, text });

describe('answerProblems', () => {
  it.each([
    ['a full sheet, handed in', [a(7, null, 'Shipped'), a(9, 3, null)], true, []],
    ['an empty draft, saved', [], false, []],
    [
      'an empty sheet, handed in',
      [],
      true,
      [
        { index: 0, questionId: 7, problem: 'required' },
        { index: 1, questionId: 9, problem: 'required' },
      ],
    ],
    ['blank words count as none', [a(7, null, '   '), a(9, 1, null)], true, [{ index: 0, questionId: 7, problem: 'required' }]],
    ['a rating above its scale', [a(9, 4, null)], false, [{ index: 1, questionId: 9, problem: 'outOfScale' }]],
    ['a rating of zero', [a(9, 0, null)], false, [{ index: 1, questionId: 9, problem: 'outOfScale' }]],
    ['a rating that is not whole', [a(9, 1.5, null)], false, [{ index: 1, questionId: 9, problem: 'outOfScale' }]],
    ['words too long', [a(11, null, 'x'.repeat(MAX_ANSWER_LENGTH + 1))], false, [{ index: 2, questionId: 11, problem: 'tooLong' }]],
  ])('%s', (_name, answers, submit, expected) => {
    expect(answerProblems(questions, answers, submit)).toEqual(expected);
  });

  it.each([
    ['a question not asked', [a(8, null, 'Hi')]],
    ['two answers to one question', [a(7, null, 'One'), a(7, null, 'Two')]],
  ])('refuses %s', (_name, answers) => {
    expect(answerProblems(questions, answers, false)).toBe('unknownQuestion');
  });
});

describe('keptAnswers', () => {
  it('keeps one answer per asked question, in the form order, words trimmed, nothing of the wrong kind', () => {
    expect(keptAnswers(questions, [a(9, 2, 'ignored'), a(7, 5, '  Shipped  '), a(11, null, '  ')])).toEqual([
      a(7, null, 'Shipped'),
      a(9, 2, null),
    ]);
  });
});

describe('feedback dates', () => {
  it.each([
    [{ startDate: '2026-07-01', endDate: '2026-09-30' }, '2026-10-22', '2026-10-19'],
    [
      { startDate: '2026-11-30', endDate: '2027-02-28' }, // three months on is clamped to 2027-02-28
      '2027-03-21',
      '2027-03-18',
    ],
  ])('a quarter %o is due on %s and reminds on %s', (q, due, reminder) => {
    expect(feedbackDueOn(q)).toBe(due);
    expect(feedbackReminderOn(q)).toBe(reminder);
  });
});
