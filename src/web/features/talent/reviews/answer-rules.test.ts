import { describe, expect, it } from 'vitest';
import type { ReviewQuestion } from '../../../../contract/talent-reviews';
import { answerShown, answersToValues, valuesToAnswers } from './answer-rules';

const Q: ReviewQuestion[] = [
  { Id: 7, Text: 'Proud of?', Kind: 'text', Scale: null, Required: true },
  { Id: 9, Text: 'Met goals?', Kind: 'rating', Scale: ['No', 'Partly', 'Yes'], Required: false },
];

describe('answers in a form', () => {
  it('are held by question id and given back in the questions’ order, empty ones left out', () => {
    const values = answersToValues(Q, [{ QuestionId: 9, Rating: 2, Text: null }]);
    expect(values).toEqual({ '7': undefined, '9': 2 });
    expect(valuesToAnswers(Q, { '9': 3, '7': '  Shipped  ' })).toEqual([
      { QuestionId: 7, Rating: null, Text: 'Shipped' },
      { QuestionId: 9, Rating: 3, Text: null },
    ]);
    expect(valuesToAnswers(Q, { '7': '   ', '9': undefined })).toEqual([]);
    expect(valuesToAnswers(Q, undefined)).toEqual([]);
  });

  it.each([
    [Q[1]!, { QuestionId: 9, Rating: 2, Text: null }, 'Partly (2/3)'],
    [Q[0]!, { QuestionId: 7, Rating: null, Text: 'Shipped' }, 'Shipped'],
    [Q[0]!, undefined, null],
    [Q[1]!, { QuestionId: 9, Rating: null, Text: null }, null],
  ])('read %#', (q, a, shown) => {
    expect(answerShown(q, a, (label, n, size) => `${label} (${n}/${size})`)).toBe(shown);
  });
});
