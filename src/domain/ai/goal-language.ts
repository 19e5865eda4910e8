import type { Language } from '../languages';
import type { GoalDates } from './goal-dates';
import { framesFor, teamOf, type Frame } from './goal-frames';
import { framesForDe, teamOfDe } from './goal-frames-de';
import { ENGLISH_PROSE, type GoalProse } from './goal-prose';
import { GERMAN_PROSE } from './goal-prose-de';
import { templatesIn, type FunctionalArea, type Templates } from './goal-templates';
import { firstClause, subjectFrom, subjectOf, type Subject } from './goal-words';
import { firstClauseDe, subjectFromDe, subjectOfDe } from './goal-words-de';
import { germanSameWord, germanWordsOf } from './german-words';
import { sameWord, wordsOf } from './text';

/** How the built-in writer reads and writes one language: the person's words, its templates, frames and prose. */
export type GoalLanguage = {
  templates: Templates;
  /** The words of a text to match against the templates' keywords, and whether a word matches a keyword. */
  words: (text: string) => string[];
  sameWord: (word: string, keyword: string) => boolean;
  /** What the person's context (else the parent goal's title) is about. */
  subjectFrom: typeof subjectFrom;
  /** What a title the person typed is about. */
  titleSubject: (title: string, area: FunctionalArea) => Subject | null;
  framesFor: (s: Subject, area: FunctionalArea, d: GoalDates) => Frame[];
  /** A generic template's `{focus}`: the area's team. */
  team: (area: FunctionalArea) => string;
  prose: GoalProse;
};

const LANGUAGES: Record<Language, GoalLanguage> = {
  en: {
    templates: templatesIn('en'),
    words: wordsOf,
    sameWord,
    subjectFrom,
    titleSubject: (title, area) => subjectOf(firstClause(title), area, true),
    framesFor,
    team: teamOf,
    prose: ENGLISH_PROSE,
  },
  de: {
    templates: templatesIn('de'),
    words: germanWordsOf,
    sameWord: germanSameWord,
    subjectFrom: subjectFromDe,
    titleSubject: (title, area) => subjectOfDe(firstClauseDe(title), area, true),
    framesFor: framesForDe,
    team: teamOfDe,
    prose: GERMAN_PROSE,
  },
};

export const goalLanguage = (language: Language): GoalLanguage => LANGUAGES[language];
