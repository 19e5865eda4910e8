import { describe, expect, it } from 'vitest';
import { finalizeBody, resultErrors, reviewResultsBody } from './result-rules';

describe('resultErrors', () => {
  it('needs a description of the result from owner and manager', () => {
    expect(resultErrors('SMART', { Completed: true, Quality: 3, Text: '  ' }, 'owner')).toEqual({
      Text: 'A description of result is required.',
    });
    expect(resultErrors('SMART', { Completed: true }, 'manager')).toEqual({
      Text: 'A description of result is required.',
    });
  });

  it.each(['SMART', 'OKR'] as const)('%s: the owner answers Yes or No and rates quality', (type) => {
    expect(resultErrors(type, { Text: 'done' }, 'owner')).toEqual({
      Completed: 'Please select Yes or No.',
      Quality: 'Quality is required.',
    });
    expect(resultErrors(type, { Text: 'done', Completed: false, Quality: 0 }, 'owner')).toEqual({});
  });

  it('the manager answers Yes or No without quality', () => {
    expect(resultErrors('OKR', { Text: 'ok' }, 'manager')).toEqual({ Completed: 'Please select Yes or No.' });
    expect(resultErrors('OKR', { Text: 'ok', Completed: true }, 'manager')).toEqual({});
  });

  it.each([
    [undefined, 'Please enter a percent above 0.'],
    [0, 'Please enter a percent above 0.'],
    [101, 'Percent must be 0–100.'],
    [12.5, 'Percent must be 0–100.'],
    [1, undefined],
    [100, undefined],
  ])('percent goals: %s → %s', (percent, message) => {
    for (const who of ['owner', 'manager'] as const) {
      expect(
        resultErrors('ObjectiveResult', { Text: 'x', ObjectiveResult: percent }, who).ObjectiveResult,
      ).toBe(message);
    }
  });

  it('asks a percent goal for neither Yes/No nor quality', () => {
    expect(resultErrors('ObjectiveResult', { Text: 'x', ObjectiveResult: 40 }, 'owner')).toEqual({});
  });

  it('limits the description to 3000 characters', () => {
    expect(resultErrors('SMART', { Text: 'a'.repeat(3001), Completed: true }, 'manager').Text).toBe(
      'Must be at most 3000 characters.',
    );
  });
});

describe('bodies', () => {
  it('sends Yes/No and quality for SMART, a percent for percent goals', () => {
    expect(
      finalizeBody(4, 'SMART', { Completed: true, Quality: 2, ObjectiveResult: 50, Text: ' done ' }),
    ).toEqual({
      GoalId: 4,
      Completed: true,
      ObjectiveResult: null,
      Quality: 2,
      Outcome: 'done',
    });
    expect(
      finalizeBody(
        4,
        'ObjectiveResult',
        { Completed: true, Quality: 2, ObjectiveResult: 50, Text: 'half' },
        9,
      ),
    ).toEqual({
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
