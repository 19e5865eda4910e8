import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client';
import { importProblemsOf } from './import-api';

describe('importProblemsOf', () => {
  it('reads the rows and columns of a refused import from its Errors', () => {
    const errors = [{ Field: 'Email', Message: 'Please enter valid email', Row: 3, Column: 'Email' }];
    expect(importProblemsOf(new ApiError(400, 'The file has problems; nothing was imported.', errors))).toEqual([
      { Row: 3, Column: 'Email', Message: 'Please enter valid email' },
    ]);
  });

  it.each([
    [
      'another status',
      new ApiError(415, 'Upload an .xlsx or .csv file.', [{ Field: 'file', Message: 'x', Row: 1, Column: 'file' } as never]),
    ],
    [
      'plain field errors',
      new ApiError(400, 'The file has no people in it.', [{ Field: 'file', Message: 'The file has no people in it.' }]),
    ],
    ['no errors', new ApiError(400, 'Bad request.')],
    ['not an API error', new Error('boom')],
  ])('is null for %s', (_, error) => {
    expect(importProblemsOf(error)).toBeNull();
  });
});
