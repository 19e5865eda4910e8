import type { Language } from '../../../../domain/languages';
import type { DeckWords } from '../../../../domain/ai/deck-outline';
import { goalWords } from '../../../goals';
import { oncePerLanguage, textsIn } from '../../../texts';

// The summary deck's words in one language (issue 30): its own from `files:deck`, and a goal's state and a level
// ('Likely, 4 of 5') in the goals screens' words (goals:state, goals:likelihood, goals:quality), as the cards on
// screen say them.

/** The outline's words and those only the .pptx shows: its cards, charts and continuations. */
export type SlideWords = DeckWords & {
  /** The deck's title when it has no title slide. */
  untitled: string;
  continued: (heading: string) => string;
  /** The last line of a box whose text goes on after the slide. */
  goesOn: string;
  measurements: (text: string) => string;
  /** A goal's latest levels a line each, or that there was no update. */
  statusLines: (likelihood: number | null, quality: number | null) => string[];
  /** A goal's progress from its key results: 'Progress: 38%'. */
  progress: (points: number) => string;
  chart: { series: string; states: string; trend: string; likelihood: string; quality: string; week: (week: number) => string };
};

function wordsIn(language: Language): SlideWords {
  const t = textsIn(language, 'files');
  const { level, state } = goalWords(language);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const statusLines = (likelihood: number | null, quality: number | null) =>
    likelihood === null || quality === null
      ? [t('deck.noUpdate')]
      : [
          t('deck.level.likelihood', { level: level('likelihood', likelihood) }),
          t('deck.level.quality', { level: level('quality', quality) }),
        ];
  return {
    quarterTitle: (period) => t('deck.quarterTitle', { period }),
    annualTitle: (year) => t('deck.annualTitle', { year }),
    reader: (forWhom) => (forWhom === 2 ? t('deck.reader.ceo') : t('deck.reader.me')),
    quarterGlance: t('deck.quarterGlance'),
    yearGlance: t('deck.yearGlance'),
    goals: t('deck.goals'),
    quarterGoals: (quarter) => t('deck.quarterGoals', { quarter }),
    page: (heading, n, total) => t('deck.page', { heading, number: n, total }),
    state,
    notes: {
      state: (s) => t('deck.notes.state', { state: state(s) }),
      status: (likelihood, quality) => statusLines(likelihood, quality).join(' · '),
      keyResults: (list) => t('deck.notes.keyResults', { list }),
      trend: (trend) => {
        const first = trend[0];
        const last = trend.at(-1);
        if (!first || !last) return t('deck.notes.trend.none');
        if (first === last) {
          return t('deck.notes.trend.one', {
            week: first.week,
            likelihood: number.format(first.likelihood),
            quality: number.format(first.quality),
          });
        }
        return t('deck.notes.trend.range', {
          first: first.week,
          last: last.week,
          fromLikelihood: number.format(first.likelihood),
          toLikelihood: number.format(last.likelihood),
          fromQuality: number.format(first.quality),
          toQuality: number.format(last.quality),
        });
      },
    },
    untitled: t('deck.untitled'),
    continued: (heading) => t('deck.continued', { heading }),
    goesOn: t('deck.goesOn'),
    measurements: (text) => t('deck.measurements', { text }),
    statusLines,
    progress: (points) => t('deck.progress', { percent: percent.format(points / 100) }),
    chart: {
      series: t('deck.chart.series'),
      states: t('deck.chart.states'),
      trend: t('deck.chart.trend'),
      likelihood: t('deck.chart.likelihood'),
      quality: t('deck.chart.quality'),
      week: (week) => t('deck.chart.week', { week }),
    },
  };
}

/** The deck's words in `language`, made once per language. */
export const deckWords = oncePerLanguage(wordsIn);
