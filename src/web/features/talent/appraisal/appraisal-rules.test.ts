import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { commentHeading, lockedNote, signatureError } from './appraisal-rules';

const t = testTexts('talent');
const REQUIRED = 'This is required.';

describe('signatureError', () => {
  it.each([
    ['Type', '', REQUIRED],
    ['Type', '   ', REQUIRED],
    ['Draw', null, REQUIRED],
    ['Type', 'ada park', null],
    ['Type', ' Ada Park ', null],
    ['Draw', 'data:image/png;base64,AAAA', null],
  ] as const)('%s %j: %j', (mode, sign, expected) => {
    expect(signatureError(mode, sign, 'Ada Park', t)).toBe(expected);
  });

  it('asks for the name as the profile shows it', () => {
    expect(signatureError('Type', 'Ada', 'Ada Park', t)).toMatch(/Type it as your profile shows it: Ada Park\.$/);
  });
});

describe('lockedNote', () => {
  it.each([
    ['draft', null],
    ['shared', null],
    ['acknowledged', "This appraisal is signed and can no longer be changed. What is left is the manager's countersignature."],
    ['completed', 'This appraisal is completed and can no longer be changed.'],
  ] as const)('%s: %j', (state, expected) => {
    expect(lockedNote(state, t)).toBe(expected);
  });
});

describe('commentHeading', () => {
  it.each([
    ['the employee herself', 7, 'Your comment'],
    ['her manager', 5, "Emma Fischer's comment"],
    ['an HR admin', 9, "Emma Fischer's comment"],
  ] as const)('%s reads %j', (_who, viewerId, expected) => {
    expect(commentHeading({ Id: 7, Name: 'Emma Fischer' }, viewerId, t)).toBe(expected);
  });

  it('reads in German', () => {
    expect(commentHeading({ Id: 7, Name: 'Emma Fischer' }, 5, testTexts('talent', 'de'))).toBe('Kommentar von Emma Fischer');
  });
});
