import { describe, expect, it } from 'vitest';
import { companyInitialOf, initialsOf } from './initials';

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

describe('companyInitialOf', () => {
  it.each([
    ['Northwind Outfitters', 'N'],
    ['  acme corp', 'A'],
    ['Ölwerk', 'Ö'],
    ['', ''],
  ])('%s → %s', (name, initial) => {
    expect(companyInitialOf(name)).toBe(initial);
  });
});
