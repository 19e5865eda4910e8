import type { Language } from '../../../domain/languages';
import { LEVEL_COUNT, levelNumber } from '../../../domain/goals/levels';
import type { Say, SummaryWords } from '../../../domain/ai/summary-prose';
import { textsIn } from '../../texts';

// The built-in writer's words in one language: its sentences from `writer:summary`, and a level's and a state's names
// from the goals screens' own words (goals:likelihood, goals:quality, goals:state), so a summary says them as they do.

const LIKELIHOOD_KEYS = ['notAtAll', 'notSure', 'unsure', 'likely', 'veryLikely'] as const;
const QUALITY_KEYS = ['veryBad', 'bad', 'okay', 'good', 'veryGood'] as const;

function wordsIn(language: Language): SummaryWords {
  // The prose names its keys at run time (as notices do); its tests read every sentence in each language.
  const t = textsIn(language, 'writer') as unknown as Say;
  const goals = textsIn(language, 'goals');
  const word = (scale: 'likelihood' | 'quality', level: number) => {
    if (scale === 'likelihood') {
      const key = LIKELIHOOD_KEYS[level];
      return key ? goals(`likelihood.${key}`) : '';
    }
    const key = QUALITY_KEYS[level];
    return key ? goals(`quality.${key}`) : '';
  };
  return {
    language,
    t,
    level: (scale, level) => {
      const w = word(scale, level);
      return w ? goals('level.text', { word: w, number: levelNumber(level), total: LEVEL_COUNT }) : '';
    },
    state: (state) => goals(`state.${state}`),
  };
}

const made = new Map<Language, SummaryWords>();
/** The summary's words in a language, made once. */
export function summaryWords(language: Language): SummaryWords {
  let words = made.get(language);
  if (!words) made.set(language, (words = wordsIn(language)));
  return words;
}
