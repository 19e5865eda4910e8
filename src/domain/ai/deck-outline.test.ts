import { describe, expect, it } from 'vitest';
import {
  annualDeck,
  countByState,
  ENGLISH_DECK_WORDS as en,
  pagesOf,
  quarterDeck,
  speakerNotesOf,
  type DeckGoal,
  type DeckWords,
} from './deck-outline';

const goal = (id: number, state: DeckGoal['state'] = 'approved'): DeckGoal => ({
  id,
  title: `Goal ${id}`,
  ownerName: 'Emma Fischer',
  state,
  likelihood: 3,
  quality: 2,
  progress: null,
  measurements: '10 customers',
  summary: `Summary ${id}`,
});
const goals = (n: number) => Array.from({ length: n }, (_, i) => goal(i + 1));

describe('pagesOf', () => {
  it.each([
    [0, 6, []],
    [1, 6, [1]],
    [6, 6, [6]],
    [7, 6, [6, 1]],
    [13, 6, [6, 6, 1]],
    [9, 4, [4, 4, 1]],
  ])('%i items, %i a page: pages of %j', (n, size, sizes) => {
    expect(pagesOf(goals(n), size).map((p) => p.length)).toEqual(sizes);
  });
});

describe('quarterDeck (six goals a slide)', () => {
  it.each([
    [0, 2],
    [1, 3],
    [6, 3],
    [7, 4],
    [500, 2 + 84],
  ])('%i goals make %i slides', (n, slides) => {
    const deck = quarterDeck({ periodName: 'Q3 2026', personName: 'Daniel Cho', forWhom: 1, summary: 'S', goals: goals(n), trend: [] }, en);
    expect(deck).toHaveLength(slides);
    expect(deck[0]).toEqual({ kind: 'title', title: 'Quarter summary · Q3 2026', subtitle: 'Daniel Cho', reader: 'Written for me' });
  });

  it('numbers the goal slides when there are several, and keeps the goals in order', () => {
    const deck = quarterDeck({ periodName: 'Q3', personName: 'D', forWhom: 2, summary: 'S', goals: goals(7), trend: [] }, en);
    expect(deck.map((s) => ('heading' in s ? s.heading : s.reader))).toEqual([
      'Written for the CEO',
      'The quarter at a glance',
      'Goals (1 of 2)',
      'Goals (2 of 2)',
    ]);
    const ids = deck.flatMap((s) => (s.kind === 'goals' ? s.goals.map((g) => g.id) : []));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('annualDeck (four goals a slide)', () => {
  it('has a title, the year, then per quarter its text and its goals four a slide', () => {
    const deck = annualDeck(
      {
        year: 2026,
        personName: 'D',
        forWhom: 1,
        summary: 'Year',
        quarters: [
          { name: 'Q1 2026', summary: 'q1', goals: goals(5), trend: [] },
          { name: 'Q2 2026', summary: 'q2', goals: [], trend: [] },
        ],
      },
      en,
    );
    expect(deck.map((s) => (s.kind === 'goals' ? `${s.heading}:${s.goals.length}` : s.kind))).toEqual([
      'title',
      'overview',
      'overview',
      'Q1 2026 · goals (1 of 2):4',
      'Q1 2026 · goals (2 of 2):1',
      'overview',
    ]);
  });
});

describe('countByState', () => {
  it('counts goals per state in the states’ order and leaves out empty states', () => {
    expect(countByState([goal(1, 'finalized'), goal(2, 'draft'), goal(3, 'finalized')], en)).toEqual([
      { state: 'draft', label: 'Draft', count: 1 },
      { state: 'finalized', label: 'Finalized', count: 2 },
    ]);
  });
});

describe('speakerNotesOf (what the presenter reads under a slide)', () => {
  const trend = [
    { week: 1, likelihood: 3, quality: 3, goals: 2 },
    { week: 12, likelihood: 4.5, quality: 2, goals: 2 },
  ];
  const deck = quarterDeck(
    {
      periodName: 'Q3 2026',
      personName: 'Daniel Cho',
      forWhom: 1,
      summary: 'A steady quarter.',
      goals: goals(2),
      trend,
    },
    en,
  );

  it.each([
    [0, ''],
    [
      1,
      "A steady quarter.\n\nFrom week 1 to week 12, likelihood went from 3 to 4.5 and quality from 3 to 2 (of 5, the mean of each week's updates).",
    ],
    [
      2,
      'Goal 1 — Emma Fischer\nState: Approved\nLikelihood: Likely, 4 of 5 · Quality: Okay, 3 of 5\nKey results: 10 customers\nSummary 1' +
        '\n\nGoal 2 — Emma Fischer\nState: Approved\nLikelihood: Likely, 4 of 5 · Quality: Okay, 3 of 5\nKey results: 10 customers\nSummary 2',
    ],
  ])('slide %i: %j', (i, notes) => expect(speakerNotesOf(deck[i]!, en)).toBe(notes));

  it('a goal without an update says so, and key results on several lines read as one', () => {
    const [, , slide] = quarterDeck(
      {
        periodName: 'Q3',
        personName: 'D',
        forWhom: 1,
        summary: '',
        goals: [{ ...goal(3), likelihood: null, quality: null, measurements: 'A\n B', summary: '' }],
        trend: [],
      },
      en,
    );
    expect(speakerNotesOf(slide!, en)).toBe('Goal 3 — Emma Fischer\nState: Approved\nNo weekly update\nKey results: A; B');
  });
});

// The server hands in the catalogue's words in the reader's language; the outline writes only those.
describe('the words handed in', () => {
  const marked: DeckWords = {
    quarterTitle: (period) => `«quarter ${period}»`,
    annualTitle: (year) => `«year ${year}»`,
    reader: (forWhom) => `«reader ${forWhom}»`,
    quarterGlance: '«quarter glance»',
    yearGlance: '«year glance»',
    goals: '«goals»',
    quarterGoals: (quarter) => `«${quarter} goals»`,
    page: (heading, number, total) => `${heading} «${number}/${total}»`,
    state: (state) => `«${state}»`,
    notes: {
      state: (state) => `«state ${state}»`,
      status: (likelihood, quality) => `«status ${likelihood}/${quality}»`,
      keyResults: (list) => `«key results ${list}»`,
      trend: (trend) => `«trend ${trend.length}»`,
    },
  };
  const trend = [{ week: 1, likelihood: 3, quality: 3, goals: 1 }];
  const quarter = quarterDeck({ periodName: 'Q3', personName: 'D', forWhom: 2, summary: 'S', goals: goals(7), trend }, marked);
  const year = annualDeck(
    { year: 2026, personName: 'D', forWhom: 1, summary: 'Y', quarters: [{ name: 'Q1', summary: 'q1', goals: goals(5), trend: [] }] },
    marked,
  );

  it.each([
    ['a quarter', quarter, ['«quarter Q3»', '«reader 2»', '«quarter glance»', '«goals» «1/2»', '«goals» «2/2»']],
    ['a year', year, ['«year 2026»', '«reader 1»', '«year glance»', 'Q1', '«Q1 goals» «1/2»', '«Q1 goals» «2/2»']],
  ])('titles and headings of %s', (_, deck, texts) => {
    expect(deck.flatMap((s) => (s.kind === 'title' ? [s.title, s.reader] : [s.heading]))).toEqual(texts);
  });

  it('names the chart’s states and writes the speaker notes in them', () => {
    expect(quarter[1]).toMatchObject({ chart: [{ state: 'approved', label: '«approved»', count: 7 }] });
    expect(speakerNotesOf(quarter[1]!, marked)).toBe('S\n\n«trend 1»');
    expect(speakerNotesOf(quarter[2]!, marked).split('\n').slice(0, 5)).toEqual([
      'Goal 1 — Emma Fischer',
      '«state approved»',
      '«status 3/2»',
      '«key results 10 customers»',
      'Summary 1',
    ]);
  });
});
