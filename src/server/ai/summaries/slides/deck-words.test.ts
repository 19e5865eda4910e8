import { describe, expect, it } from 'vitest';
import { ENGLISH_DECK_WORDS as fallback, type DeckWords } from '../../../../domain/ai/deck-outline';
import { GOAL_STATES } from '../../../../domain/goals/states';
import { deckWords } from './deck-words';

// The outline's English words for a caller that hands in none (the screen's preview) are the catalogue's: the same
// text for every word, so the preview and the English download cannot drift apart.
const trends = [
  [],
  [{ week: 3, likelihood: 4, quality: 2.5, goals: 1 }],
  [
    { week: 1, likelihood: 3, quality: 3.5, goals: 2 },
    { week: 12, likelihood: 4.5, quality: 2, goals: 2 },
  ],
];
const said = (words: DeckWords) => [
  words.quarterTitle('Q3 2026'),
  words.annualTitle(2026),
  words.reader(1),
  words.reader(2),
  words.quarterGlance,
  words.yearGlance,
  words.goals,
  words.quarterGoals('Q1 2026'),
  words.page('Goals', 1, 2),
  ...GOAL_STATES.flatMap((state) => [words.state(state), words.notes.state(state)]),
  ...[null, 0, 1, 2, 3, 4].flatMap((likelihood) =>
    [0, 2, 4].map((quality) => words.notes.status(likelihood, likelihood === null ? null : quality)),
  ),
  words.notes.keyResults('A; B'),
  ...trends.map((trend) => words.notes.trend(trend)),
];

describe('the deck’s English words', () => {
  it('are the catalogue’s, also where a caller hands in none', () => {
    expect(said(fallback)).toEqual(said(deckWords('en')));
  });

  it.each([
    ['en', 'Quarter summary · Q3 2026', 'Likelihood: Not at all, 1 of 5 · Quality: Very bad, 1 of 5'],
    ['de', 'Quartalszusammenfassung · Q3 2026', 'Wahrscheinlichkeit: Gar nicht, 1 von 5 · Qualität: Sehr schlecht, 1 von 5'],
  ] as const)('in %s: %s, %s', (language, title, status) => {
    const words = deckWords(language);
    expect([words.quarterTitle('Q3 2026'), words.notes.status(0, 0)]).toEqual([title, status]);
  });
});
