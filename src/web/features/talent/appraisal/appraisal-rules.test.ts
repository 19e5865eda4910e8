import { describe, expect, it } from 'vitest';
import { REQUIRED, signatureError } from './appraisal-rules';

describe('signatureError', () => {
  it.each([
    ['Type', '', REQUIRED],
    ['Type', '   ', REQUIRED],
    ['Draw', null, REQUIRED],
    ['Type', 'ada park', null],
    ['Type', ' Ada Park ', null],
    ['Draw', 'data:image/png;base64,AAAA', null],
  ] as const)('%s %j: %j', (mode, sign, expected) => {
    expect(signatureError(mode, sign, 'Ada Park')).toBe(expected);
  });

  it('asks for the name as the profile shows it', () => {
    expect(signatureError('Type', 'Ada', 'Ada Park')).toMatch(/Type it as your profile shows it: Ada Park\.$/);
  });
});
