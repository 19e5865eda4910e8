import { describe, expect, it } from 'vitest';
import { MIN_LENGTH_MESSAGE, PASSWORD_MIN_LENGTH, WEAK_PASSWORD_MESSAGE, isStrongPassword, passwordStrength } from './password-strength';

const LENGTH = 'length';
const CASE = 'case';
const NUMBER = 'number';
const SPECIAL = 'special';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Easy', [LENGTH, CASE, NUMBER, SPECIAL]],
    ['abc', 0, 'Easy', [LENGTH, CASE, NUMBER, SPECIAL]],
    ['abcdefgh', 1, 'Easy', [CASE, NUMBER, SPECIAL]],
    ['Abcdefgh', 2, 'Easy', [NUMBER, SPECIAL]],
    ['ABCDEFG1', 2, 'Easy', [CASE, SPECIAL]], // upper case alone is not a mix
    ['Abcdefg1', 3, 'Moderate', [SPECIAL]],
    ['Ab1!', 3, 'Moderate', [LENGTH]],
    ['abcdef1!', 3, 'Moderate', [CASE]],
    ['Abcdefg!', 3, 'Moderate', [NUMBER]],
    ['Abcdefg1!', 4, 'Strong', []],
    ['Passw0rd#', 4, 'Strong', []],
    ['  Ab1!  ', 3, 'Moderate', [LENGTH]], // trimmed before counting
    ['  Abcdefg1 ', 3, 'Moderate', [SPECIAL]], // outer spaces are not special characters
    ['Abc defg1', 3, 'Moderate', [SPECIAL]], // nor inner ones
    ['Éléphant9_', 4, 'Strong', []], // accented letters are letters
    ['éléphant9à', 2, 'Easy', [CASE, SPECIAL]],
  ] as const)('%j scores %i (%s)', (password, score, label, tips) => {
    expect(passwordStrength(password)).toEqual({ score, label, tips });
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1!', true],
    [' Abcdefg1! ', true],
    ['Abcdefg1', false],
    ['Ab1!', false],
    ['        ', false],
  ])('%j → %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('messages', () => {
  it('keeps the product wording', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(WEAK_PASSWORD_MESSAGE).toBe('Please enter a strong password.');
    expect(MIN_LENGTH_MESSAGE).toBe('Minimum 8 char required!');
  });
});
