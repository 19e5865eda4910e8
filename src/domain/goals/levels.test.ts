import { describe, expect, it } from 'vitest';
import { averageLevelOf, LEVEL_COUNT, levelNumber, levelOf, levelText, levelWord, statusLine, statusLines } from './levels';

describe('level wording: the API keeps 0–4, people read 1–5 of 5', () => {
  it.each([
    [0, 'Not at all', 'Not at all, 1 of 5'],
    [1, 'Not sure', 'Not sure, 2 of 5'],
    [2, 'Unsure', 'Unsure, 3 of 5'],
    [3, 'Likely', 'Likely, 4 of 5'],
    [4, 'Very Likely', 'Very Likely, 5 of 5'],
  ])('likelihood %i reads %s (%s)', (level, word, text) => {
    expect(levelWord('likelihood', level)).toBe(word);
    expect(levelText('likelihood', level)).toBe(text);
    expect(levelOf(level)).toBe(`${level + 1} of 5`);
  });

  it.each([
    [0, 'Very bad', 'Very bad, 1 of 5'],
    [1, 'Bad', 'Bad, 2 of 5'],
    [2, 'Okay', 'Okay, 3 of 5'],
    [3, 'Good', 'Good, 4 of 5'],
    [4, 'Very good', 'Very good, 5 of 5'],
  ])('quality %i reads %s (%s)', (level, word, text) => {
    expect(levelWord('quality', level)).toBe(word);
    expect(levelText('quality', level)).toBe(text);
    expect(levelNumber(level)).toBe(level + 1);
  });

  it.each([[-1], [5], [1.5]])('a level off the scale (%s) has no words', (level) => {
    expect(levelWord('likelihood', level)).toBe('');
    expect(levelText('quality', level)).toBe('');
  });

  it.each([
    [0, '1.0 of 5'],
    [2.5, '3.5 of 5'],
    [3.04, '4.0 of 5'],
    [4, '5.0 of 5'],
  ])('an average of %s reads %s', (average, text) => {
    expect(averageLevelOf(average)).toBe(text);
  });

  it('five levels on each scale', () => expect(LEVEL_COUNT).toBe(5));
});

describe('a status in one line', () => {
  it.each([
    [1, 3, 'Likelihood: Not sure, 2 of 5 · Quality: Good, 4 of 5'],
    [4, 0, 'Likelihood: Very Likely, 5 of 5 · Quality: Very bad, 1 of 5'],
    [null, 2, 'No weekly update'],
  ])('likelihood %s and quality %s: %s', (likelihood, quality, text) => {
    expect(statusLine(likelihood, quality)).toBe(text);
    expect(statusLines(likelihood, quality)).toEqual(text.split(' · '));
  });
});
