import { describe, expect, it } from 'vitest';
import { focusOf, tabOf } from './organization-view';

describe('tabOf', () => {
  it.each([
    ['', 'chart'],
    ['tab=directory', 'directory'],
    ['tab=other', 'chart'],
  ])('%s shows the %s', (query, tab) => {
    expect(tabOf(new URLSearchParams(query))).toBe(tab);
  });
});

describe('focusOf', () => {
  const me = { Id: 7, RoleName: 'manager' as const };
  it('centres on the person in the address', () => {
    expect(focusOf('42', me)).toBe(42);
  });
  it('centres on oneself without an id, or with one that is not an id', () => {
    expect(focusOf(undefined, me)).toBe(7);
    expect(focusOf('abc', me)).toBe(7);
    expect(focusOf('-3', me)).toBe(7);
  });
  it('shows an observer the chart from the top', () => {
    expect(focusOf(undefined, { Id: 9, RoleName: 'observer' })).toBeNull();
    expect(focusOf('42', { Id: 9, RoleName: 'observer' })).toBe(42);
  });
});
