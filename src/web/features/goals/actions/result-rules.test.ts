import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { finalizeBody, resultErrors, reviewResultsBody } from './result-rules';

const t = testTexts('goalDetail');

describe('resultErrors (the form’s field names over domain/goals/result-rules)', () => {
  it('names each error by the form field it belongs to', () => {
    expect(resultErrors('SMART', { Text: ' ' }, 'owner', t)).toEqual({
      Text: 'A description of result is required.',
      Completed: 'Please select Yes or No.',
      Quality: 'Quality is required.',
    });
    expect(resultErrors('ObjectiveResult', { Text: 'x', ObjectiveResult: 0 }, 'manager', t)).toEqual({
      ObjectiveResult: 'Please enter a percent above 0.',
    });
  });
});

describe('bodies', () => {
  it('sends Yes/No and quality for SMART, a percent for percent goals', () => {
    expect(finalizeBody(4, 'SMART', { Completed: true, Quality: 2, ObjectiveResult: 50, Text: ' done ' })).toEqual({
      GoalId: 4,
      Completed: true,
      ObjectiveResult: null,
      Quality: 2,
      Outcome: 'done',
    });
    expect(finalizeBody(4, 'ObjectiveResult', { Completed: true, Quality: 2, ObjectiveResult: 50, Text: 'half' }, 9)).toEqual({
      Id: 9,
      GoalId: 4,
      Completed: null,
      ObjectiveResult: 50,
      Quality: null,
      Outcome: 'half',
    });
  });

  it('sends the manager’s feedback', () => {
    expect(reviewResultsBody(4, 'OKR', { Completed: false, Text: 'not quite' })).toEqual({
      GoalId: 4,
      Completed: false,
      ObjectiveResult: null,
      Feedback: 'not quite',
    });
  });
});
