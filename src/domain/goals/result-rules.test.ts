import { describe, expect, it } from 'vitest';
import { resultErrors } from './result-rules';

describe('resultErrors', () => {
  it('needs a description of the result from owner and manager', () => {
    expect(resultErrors('SMART', { completed: true, quality: 3, text: '  ' }, 'owner')).toEqual({
      text: 'A description of result is required.',
    });
    expect(resultErrors('SMART', { completed: true }, 'manager')).toEqual({
      text: 'A description of result is required.',
    });
  });

  it.each(['SMART', 'OKR'] as const)('%s: the owner answers Yes or No and rates quality', (type) => {
    expect(resultErrors(type, { text: 'done' }, 'owner')).toEqual({
      completed: 'Please select Yes or No.',
      quality: 'Quality is required.',
    });
    expect(resultErrors(type, { text: 'done', completed: false, quality: 0 }, 'owner')).toEqual({});
  });

  it('the manager answers Yes or No without quality', () => {
    expect(resultErrors('OKR', { text: 'ok' }, 'manager')).toEqual({ completed: 'Please select Yes or No.' });
    expect(resultErrors('OKR', { text: 'ok', completed: true }, 'manager')).toEqual({});
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
      expect(resultErrors('ObjectiveResult', { text: 'x', objectiveResult: percent }, who).objectiveResult).toBe(message);
    }
  });

  it('asks a percent goal for neither Yes/No nor quality', () => {
    expect(resultErrors('ObjectiveResult', { text: 'x', objectiveResult: 40 }, 'owner')).toEqual({});
  });

  it('limits the description to 3000 characters', () => {
    expect(resultErrors('SMART', { text: 'a'.repeat(3001), completed: true }, 'manager').text).toBe('Must be at most 3000 characters.');
  });
});
