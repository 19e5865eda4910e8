import type { Language } from '../../../domain/languages';
import type { Say, SummaryWords } from '../../../domain/ai/summary-prose';
import { goalWords } from '../../goals';
import { oncePerLanguage, textsIn } from '../../texts';

// The built-in writer's words in one language: its sentences from `writer:summary`, and a level's and a state's names
// from the goals screens' own words (goals:likelihood, goals:quality, goals:state), so a summary says them as they do.

function wordsIn(language: Language): SummaryWords {
  // The prose names its keys at run time (as notices do); its tests read every sentence in each language.
  const t = textsIn(language, 'writer') as unknown as Say;
  const { level, state } = goalWords(language);
  return { language, t, level, state };
}

/** The summary's words in a language, made once. */
export const summaryWords = oncePerLanguage(wordsIn);
