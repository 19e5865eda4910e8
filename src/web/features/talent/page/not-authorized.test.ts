import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { ApiError } from '../../../shared/api-client';
import { refusalDetail } from './not-authorized';

describe('refusalDetail', () => {
  it.each([
    [
      'the overview’s own words',
      new ApiError(404, 'You are not authorized!'),
      'This belongs to someone outside your part of the company, or it no longer exists. You are still signed in.',
    ],
    [
      'an appraisal out of reach',
      new ApiError(404, 'This appraisal was not found.'),
      'This appraisal was not found. It may belong to someone outside your part of the company. You are still signed in.',
    ],
    ['a server that cannot be reached', new ApiError(0, 'The server could not be reached.'), 'The server could not be reached.'],
    ['anything else', new Error('boom'), 'Something went wrong!!'],
  ])('%s', (_, error, detail) => {
    expect(refusalDetail(error, testTexts(['talent', 'common']))).toBe(detail);
  });

  it('says it in German, where the server said its words in German (messages:work.talent)', () => {
    expect(refusalDetail(new ApiError(404, 'Sie sind nicht berechtigt!'), testTexts(['talent', 'common'], 'de'))).toMatch(
      /^Dies gehört zu /,
    );
  });
});
