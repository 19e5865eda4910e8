import { describe, expect, it } from 'vitest';
import { levelText } from '../../domain/goals/levels';
import { goalWords } from './goal-words';

describe('goalWords', () => {
  it.each([
    ['en', 'likelihood', 1, 'Not sure, 2 of 5'],
    ['en', 'quality', 4, 'Very good, 5 of 5'],
    ['de', 'likelihood', 3, 'Wahrscheinlich, 4 von 5'],
    ['en', 'likelihood', 5, ''],
    ['de', 'quality', -1, ''],
  ] as const)('%s: %s level %i reads %j', (language, scale, level, expected) => {
    expect(goalWords(language).level(scale, level)).toBe(expected);
  });

  it.each([0, 1, 2, 3, 4])('English level %i is the domain’s own words, on both scales', (level) => {
    expect(goalWords('en').level('likelihood', level)).toBe(levelText('likelihood', level));
    expect(goalWords('en').level('quality', level)).toBe(levelText('quality', level));
  });

  it.each([
    ['en', 'approved', 'Approved'],
    ['de', 'draft', 'Entwurf'],
  ] as const)('%s: state %s reads %j', (language, state, expected) => {
    expect(goalWords(language).state(state)).toBe(expected);
  });

  it('is made once per language', () => {
    expect(goalWords('de')).toBe(goalWords('de'));
    expect(goalWords('de')).not.toBe(goalWords('en'));
  });
});
