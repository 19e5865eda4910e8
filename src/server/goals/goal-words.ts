import { LEVEL_COUNT, LEVEL_KEYS, levelNumber, type LevelScale } from '../../domain/goals/levels';
import type { GoalState } from '../../domain/goals/states';
import type { Language } from '../../domain/languages';
import { oncePerLanguage, textsIn } from '../texts';

/** A goal's state and a weekly status's levels in one language, in the goals screens' words (goals:state, goals:likelihood…). */
export type GoalWords = {
  /** 'Not sure, 2 of 5'; '' for a level outside the scale. */
  level: (scale: LevelScale, level: number) => string;
  state: (state: GoalState) => string;
};

function wordsIn(language: Language): GoalWords {
  const goals = textsIn(language, 'goals');
  const word = (scale: LevelScale, level: number) => {
    if (scale === 'likelihood') {
      const key = LEVEL_KEYS.likelihood[level];
      return key ? goals(`likelihood.${key}`) : '';
    }
    const key = LEVEL_KEYS.quality[level];
    return key ? goals(`quality.${key}`) : '';
  };
  return {
    level: (scale, level) => {
      const w = word(scale, level);
      return w ? goals('level.text', { word: w, number: levelNumber(level), total: LEVEL_COUNT }) : '';
    },
    state: (state) => goals(`state.${state}`),
  };
}

/** A goal's words in `language`, made once per language: the summaries and their slides say them as the screens do. */
export const goalWords = oncePerLanguage(wordsIn);
