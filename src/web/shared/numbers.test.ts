import { describe, expect, it } from 'vitest';
import { fixedText, moneyText, numberText, percentText } from './numbers';

// Intl writes German percentages with a no-break space.
const NBSP = '\u00a0';

describe('numbers in the language shown', () => {
  it.each([
    ['en', 1234.5, 1, '1,234.5'],
    ['de', 1234.5, 1, '1.234,5'],
    ['en', 1234.56, 0, '1,235'],
    ['de', 3, 2, '3'],
  ])('%s writes %d with at most %d decimals as %s', (language, value, digits, text) => {
    expect(numberText(value, digits, language)).toBe(text);
  });

  it.each([
    ['en', 0.25, '0.25'],
    ['de', 0.25, '0,25'],
    ['de', 1, '1,00'],
  ])('%s writes the score %d with two decimals as %s', (language, value, text) => {
    expect(fixedText(value, 2, language)).toBe(text);
  });

  it.each([
    ['en', 45, '45%'],
    ['de', 45, `45${NBSP}%`],
    ['en', 33.4, '33%'],
    ['en', 120, '120%'],
  ])('%s writes %d points as %s', (language, points, text) => {
    expect(percentText(points, language)).toBe(text);
  });

  it.each([
    ['en', 4.55, 2, '4.55%'],
    ['de', 4.5, 2, `4,5${NBSP}%`],
  ])('%s writes %d points with at most %d decimals as %s', (language, points, digits, text) => {
    expect(percentText(points, language, digits)).toBe(text);
  });

  it.each([
    ['en', 12500, 'EUR', '€12,500'],
    ['de', 12500, 'EUR', `12.500${NBSP}€`],
    ['en', 19.9, 'USD', '$19.90'],
  ])('%s writes %d %s as %s', (language, value, currency, text) => {
    expect(moneyText(value, currency, language)).toBe(text);
  });
});
