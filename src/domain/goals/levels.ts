import { LIKELIHOOD_LABELS, QUALITY_LABELS, SCALE_MAX, SCALE_MIN } from './weekly-status';

// The API keeps the spec's 0–4; people read the levels counted from 1, 'of 5', on every screen, file and slide.
export type LevelScale = 'likelihood' | 'quality';

/** How many levels each scale has, the number people read after 'of'. */
export const LEVEL_COUNT = SCALE_MAX - SCALE_MIN + 1;

const WORDS: Record<LevelScale, readonly string[]> = { likelihood: LIKELIHOOD_LABELS, quality: QUALITY_LABELS };

/** Each level's key in the catalogue (goals:likelihood.notSure…), lowest first: the English words are the labels above. */
export const LEVEL_KEYS = {
  likelihood: ['notAtAll', 'notSure', 'unsure', 'likely', 'veryLikely'],
  quality: ['veryBad', 'bad', 'okay', 'good', 'veryGood'],
} as const satisfies Record<LevelScale, readonly string[]>;

/** The level's word ('Not sure'); an unknown level has none. */
export const levelWord = (scale: LevelScale, level: number): string => WORDS[scale][level] ?? '';

/** The level as people count it, 1 (lowest) to 5. */
export const levelNumber = (level: number): number => level - SCALE_MIN + 1;

/** '2 of 5'. */
export const levelOf = (level: number): string => `${levelNumber(level)} of ${LEVEL_COUNT}`;

/** 'Not sure, 2 of 5': the word and the number together, wherever a level is written out. */
export const levelText = (scale: LevelScale, level: number): string =>
  WORDS[scale][level] === undefined ? '' : `${levelWord(scale, level)}, ${levelOf(level)}`;

/** An average of levels on the same 1–5 reading, one decimal: an average of 2.5 (0–4) reads '3.5 of 5'. */
export const averageLevelOf = (average: number): string => `${(Math.round(levelNumber(average) * 10) / 10).toFixed(1)} of ${LEVEL_COUNT}`;

/** A weekly status as lines ('Likelihood: Not sure, 2 of 5', 'Quality: Good, 4 of 5'), or that there was none. */
export const statusLines = (likelihood: number | null, quality: number | null): string[] =>
  likelihood === null || quality === null
    ? ['No weekly update']
    : [`Likelihood: ${levelText('likelihood', likelihood)}`, `Quality: ${levelText('quality', quality)}`];

/** The same in one line, joined by ' · '. */
export const statusLine = (likelihood: number | null, quality: number | null): string => statusLines(likelihood, quality).join(' · ');
