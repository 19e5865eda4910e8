import type { TFunction } from 'i18next';
import { LEVEL_COUNT, LEVEL_KEYS, levelNumber, type LevelScale } from '../../domain/goals/levels';
import { shownTexts } from '../shared/i18n';

// The words of a weekly status's levels (the API's 0–4) in the language shown; src/domain keeps the English ones.

/** The level's word ('Not sure'); an unknown level has none. */
export function levelWord(scale: LevelScale, level: number, t: TFunction<'goals'> = shownTexts('goals')): string {
  if (scale === 'likelihood') {
    const key = LEVEL_KEYS.likelihood[level];
    return key ? t(`likelihood.${key}`) : '';
  }
  const key = LEVEL_KEYS.quality[level];
  return key ? t(`quality.${key}`) : '';
}

/** Every level's word, lowest first. */
export const levelWords = (scale: LevelScale, t: TFunction<'goals'> = shownTexts('goals')): string[] =>
  Array.from({ length: LEVEL_COUNT }, (_, level) => levelWord(scale, level, t));

/** 'Not sure, 2 of 5': the word and the number together, wherever a level is written out; '' for an unknown level. */
export function levelText(scale: LevelScale, level: number, t: TFunction<'goals'> = shownTexts('goals')): string {
  const word = levelWord(scale, level, t);
  return word ? t('level.text', { word, number: levelNumber(level), total: LEVEL_COUNT }) : '';
}
