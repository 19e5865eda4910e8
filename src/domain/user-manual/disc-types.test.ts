import { describe, expect, it } from 'vitest';
import { DISC_TYPES, discTypeLabel, isDiscType, lettersOf } from './disc-types';

describe('DISC types (spec 001)', () => {
  it('lists the twelve types in the order of the spec', () => {
    expect(DISC_TYPES).toEqual(['D', 'D+I', 'D+C', 'I', 'I+D', 'I+S', 'S', 'S+I', 'S+C', 'C', 'C+D', 'C+S']);
  });

  it.each([
    ['D', 'D — Dominance'],
    ['D+I', 'D+I — Dominance with Influence'],
    ['I+S', 'I+S — Influence with Steadiness'],
    ['C+D', 'C+D — Conscientiousness with Dominance'],
    ['S', 'S — Steadiness'],
  ] as const)('%s is spelled out as %s', (type, label) => {
    expect(discTypeLabel(type)).toBe(label);
  });

  it.each([
    ['D+I', true],
    ['C', true],
    ['D+S', false], // opposite styles never pair
    ['I+C', false],
    ['d', false],
    ['', false],
    [3, false],
    [null, false],
  ])('isDiscType(%j) is %s', (value, expected) => {
    expect(isDiscType(value)).toBe(expected);
  });

  it.each(DISC_TYPES)('%s never pairs opposite letters', (type) => {
    const letters = lettersOf(type).join('');
    expect(letters).not.toMatch(/D.*S|S.*D|I.*C|C.*I/);
  });
});
