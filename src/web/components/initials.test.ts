import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Daniel Cho', 'DC'],
    ['olivia', 'O'],
    ['  Emma  van der Fischer ', 'EF'],
    ['Ólafur Arnalds', 'ÓA'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
