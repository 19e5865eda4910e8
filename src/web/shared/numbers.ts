import i18next from 'i18next';

// Numbers and percentages as the language shown writes them (issue 30): English '1,234.5' and '45%', German '1.234,5'
// and '45 %'. Every screen formats through these, never with toFixed or a '%' of its own.

const format = (language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language || 'en', options);

/** A number, with at most `digits` decimals (0 unless told): '1,234' / '1.234'. */
export const numberText = (value: number, digits = 0, language = i18next.language): string =>
  format(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);

/** A number with exactly `digits` decimals, as a score reads: '0.25' / '0,25'. */
export const fixedText = (value: number, digits: number, language = i18next.language): string =>
  format(language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);

/** A percentage given in points (45 for 45 %), rounded to whole points unless told: '45%' / '45 %'. */
export const percentText = (points: number, language = i18next.language, digits = 0): string =>
  format(language, { style: 'percent', maximumFractionDigits: digits }).format(points / 100);

/** An amount of money in its currency (ISO 4217), cents only where there are: '€12,500', '$19.90' / '12.500 €'. */
export const moneyText = (value: number, currency: string, language = i18next.language): string => {
  const cents = Number.isInteger(value) ? 0 : 2;
  return format(language, { style: 'currency', currency, minimumFractionDigits: cents, maximumFractionDigits: cents }).format(value);
};
