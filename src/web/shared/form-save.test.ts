import { describe, expect, it } from 'vitest';
import { formErrorsOf, sameNameIn } from './form-save';

describe('formErrorsOf', () => {
  const fieldOf = sameNameIn(['Title', 'DueDate'] as const);
  it.each([
    ['none', undefined, [], []],
    ['a field, whatever its case', [{ Field: 'title', Message: 'Please enter!' }], [{ name: 'Title', errors: ['Please enter!'] }], []],
    ['an unknown field goes to the dialog', [{ Field: 'UserId', Message: 'Not found.' }], [], ['Not found.']],
    [
      'both',
      [
        { Field: 'DueDate', Message: 'Too early.' },
        { Field: 'Nope', Message: 'Else.' },
      ],
      [{ name: 'DueDate', errors: ['Too early.'] }],
      ['Else.'],
    ],
  ])('%s', (_, errors, fields, other) => {
    expect(formErrorsOf(errors, fieldOf)).toEqual({ fields, other });
  });
});
