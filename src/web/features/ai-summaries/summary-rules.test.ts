import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import type { AiSummaryAnswer, SummaryGoal } from '../../../contract/ai-summaries';
import {
  annualEditBody,
  changedKeys,
  paramsOf,
  percentOf,
  phaseOf,
  readerOptions,
  quarterEditBody,
  scopeOf,
  shownText,
  slidesFileName,
  slidesOf,
  withoutEdit,
  type SummaryScope,
} from './summary-rules';

const goal = (Id: number, State: SummaryGoal['State'] = 'approved'): SummaryGoal => ({
  Id,
  Title: `Goal ${Id}`,
  OwnerId: 1,
  OwnerName: 'Daniel Cho',
  State,
  Achieved: null,
  Likelihood: 3,
  Quality: 2,
  Measurments: 'One result',
  ParentTitle: null,
});

const base: AiSummaryAnswer = {
  Success: true,
  Message: null,
  Progress: null,
  Kind: 'quarter',
  ForWhom: 1,
  User: { Id: 1, Name: 'Daniel Cho', JobTitle: null },
  Context: null,
  CompanyGoals: [],
  GoalSummary: null,
  AnnualSummary: null,
  WrittenBy: { Kind: 'built-in', Model: null, Notice: 'Written from your goal data without an AI model' },
  Sent: null,
  GeneratedBy: null,
  GeneratedAt: null,
  EditedAt: null,
};

const quarter = (goals: number): AiSummaryAnswer => {
  const all = Array.from({ length: goals }, (_, i) => goal(i + 1, i % 2 ? 'finalized' : 'approved'));
  return {
    ...base,
    Context: { Period: { Id: 9, Name: 'Q3 2026', StartDate: '2026-07-01', EndDate: '2026-09-30' }, Goals: all, Quarters: [] },
    GoalSummary: {
      Summary: 'A good quarter.',
      SummaryAdditionalContext: null,
      Goals: all.map((g) => ({ Id: g.Id, Summary: `Text ${g.Id}`, SummaryAdditionalContext: null })),
    },
  };
};

const annual: AiSummaryAnswer = {
  ...base,
  Kind: 'annual',
  Context: {
    Period: null,
    Goals: [],
    Quarters: [
      { PeriodId: 5, Name: 'Q1 2026', Goals: [goal(1), goal(2), goal(3), goal(4), goal(5)] },
      { PeriodId: 6, Name: 'Q2 2026', Goals: [goal(6)] },
    ],
  },
  AnnualSummary: {
    Summary: 'The year.',
    SummaryAdditionalContext: null,
    Periods: [
      { PeriodId: 5, Summary: 'First.', SummaryAdditionalContext: null },
      { PeriodId: 6, Summary: 'Second.', SummaryAdditionalContext: null },
    ],
  },
};

describe('phaseOf', () => {
  it.each([
    [true, null, null, 'done'],
    [false, 'Generating...', { Done: 0, Total: 0 }, 'generating'],
    [
      false,
      'The summary is still being written (1 of 3 parts are written). Please ask again in a minute to get it.',
      { Done: 1, Total: 3 },
      'generating',
    ],
    [false, 'There are no goals in this quarter.', null, 'failed'],
    [false, null, null, 'failed'],
  ] as const)('Success %s with Message %j and Progress %o is %s', (Success, Message, Progress, phase) => {
    expect(phaseOf({ Success, Message, Progress })).toBe(phase);
  });
});

describe('percentOf', () => {
  it.each([
    [null, 0],
    [{ Done: 0, Total: 0 }, 0],
    [{ Done: 1, Total: 3 }, 33],
    [{ Done: 3, Total: 3 }, 100],
    [{ Done: 5, Total: 3 }, 100],
  ])('%o is %i per cent', (progress, percent) => {
    expect(percentOf(progress)).toBe(percent);
  });
});

describe('scopeOf and paramsOf', () => {
  it.each([
    ['quarter', '', null],
    ['quarter', 'period=x', null],
    ['quarter', 'period=9', { kind: 'quarter', periodId: 9, forWhom: 1 }],
    ['quarter', 'period=9&for=2', { kind: 'quarter', periodId: 9, forWhom: 2 }],
    ['quarter', 'period=9&for=7', { kind: 'quarter', periodId: 9, forWhom: 1 }],
    ['annual', 'year=2026', { kind: 'annual', year: 2026, forWhom: 1 }],
    ['annual', 'period=9', null],
  ] as const)('a %s screen at ?%s shows %o', (kind, search, scope) => {
    expect(scopeOf(kind, new URLSearchParams(search))).toEqual(scope);
  });

  it('writes a scope back as the address it was read from', () => {
    const scopes: SummaryScope[] = [
      { kind: 'quarter', periodId: 9, forWhom: 2 },
      { kind: 'annual', year: 2026, forWhom: 1 },
    ];
    for (const scope of scopes) expect(scopeOf(scope.kind, new URLSearchParams(paramsOf(scope)))).toEqual(scope);
  });
});

describe('edits', () => {
  const answer = quarter(3);

  it('shows an edit over the kept text', () => {
    expect(shownText(answer, {}, 'goal:2')).toBe('Text 2');
    expect(shownText(answer, { 'goal:2': 'Mine' }, 'goal:2')).toBe('Mine');
    expect(shownText(answer, {}, 'goal:99')).toBe('');
  });

  it.each([
    [{}, []],
    [{ 'goal:2': 'Text 2' }, []],
    [{ 'goal:2': 'Mine' }, ['goal:2']],
    [{ summary: 'New', 'goal:1': 'Text 1', 'goal:3': '' }, ['summary', 'goal:3']],
  ] as const)('%o changes %j', (edits, keys) => {
    expect(changedKeys(answer, edits)).toEqual(keys);
  });

  it('keeps the other edits when one text is written again', () => {
    expect(withoutEdit({ summary: 'A', 'goal:2': 'B' }, 'goal:2')).toEqual({ summary: 'A' });
  });

  it('a regenerated answer replaces only its text: the edits of the others stay on screen', () => {
    const edits = withoutEdit({ summary: 'My overview', 'goal:2': 'My two', 'goal:3': 'My three' }, 'goal:2');
    const next = quarter(3);
    next.GoalSummary!.Goals[1]!.Summary = 'Written again';
    expect(['summary', 'goal:1', 'goal:2', 'goal:3'].map((k) => shownText(next, edits, k as 'summary'))).toEqual([
      'My overview',
      'Text 1',
      'Written again',
      'My three',
    ]);
  });

  it('saves every text as shown', () => {
    expect(quarterEditBody(answer, { summary: 'S', 'goal:3': 'Three' })).toEqual({
      Summary: 'S',
      Goals: [
        { Id: 1, Summary: 'Text 1' },
        { Id: 2, Summary: 'Text 2' },
        { Id: 3, Summary: 'Three' },
      ],
    });
    expect(annualEditBody(annual, { 'period:6': 'Two' })).toEqual({
      Summary: 'The year.',
      Periods: [
        { PeriodId: 5, Summary: 'First.' },
        { PeriodId: 6, Summary: 'Two' },
      ],
    });
  });
});

describe('slidesOf', () => {
  const scope: SummaryScope = { kind: 'quarter', periodId: 9, forWhom: 1 };

  it.each([
    [0, 2],
    [1, 3],
    [6, 3],
    [7, 4],
    [13, 5],
  ])('a quarter of %i goals has %i slides (title, overview, six goals a slide)', (goals, slides) => {
    expect(slidesOf(quarter(goals), {}, scope)).toHaveLength(slides);
  });

  it('draws the texts on screen, edits included', () => {
    const [title, overview, goals] = slidesOf(quarter(2), { summary: 'Edited overview', 'goal:2': 'Edited two' }, scope);
    expect(title).toMatchObject({ kind: 'title', title: 'Quarter summary · Q3 2026', subtitle: 'Daniel Cho', reader: 'Written for me' });
    expect(overview).toMatchObject({
      kind: 'overview',
      text: 'Edited overview',
      chart: [
        { state: 'approved', count: 1 },
        { state: 'finalized', count: 1 },
      ],
    });
    expect(goals).toMatchObject({
      kind: 'goals',
      goals: [
        { id: 1, summary: 'Text 1' },
        { id: 2, summary: 'Edited two', measurements: 'One result' },
      ],
    });
  });

  it('gives a year its executive summary, then per quarter its text and four goals a slide', () => {
    const slides = slidesOf({ ...annual, ForWhom: 2 }, { 'period:5': 'Edited first' }, { kind: 'annual', year: 2026, forWhom: 2 });
    expect(slides.map((s) => (s.kind === 'goals' ? `${s.heading}:${s.goals.length}` : s.kind))).toEqual([
      'title',
      'overview',
      'overview',
      'Q1 2026 · goals (1 of 2):4',
      'Q1 2026 · goals (2 of 2):1',
      'overview',
      'Q2 2026 · goals:1',
    ]);
    expect(slides[0]).toMatchObject({ title: 'Annual summary · 2026', reader: 'Written for the CEO' });
    expect(slides[2]).toMatchObject({ heading: 'Q1 2026', text: 'Edited first' });
  });
});

describe('slidesFileName', () => {
  it.each([
    [{ kind: 'quarter', periodId: 9, forWhom: 1 }, 'Q3 2026', 'AI Summary Q3 2026.pptx'],
    [{ kind: 'quarter', periodId: 9, forWhom: 2 }, 'Q3 2026', 'AI Summary Q3 2026 for the CEO.pptx'],
    [{ kind: 'annual', year: 2026, forWhom: 1 }, undefined, 'AI Annual Summary 2026.pptx'],
  ] as const)('%o is saved as %s', (scope, periodName, name) => {
    expect(slidesFileName(scope, periodName, testTexts('ai'))).toBe(name);
  });

  it('names the file in German', () => {
    expect(slidesFileName({ kind: 'annual', year: 2026, forWhom: 2 }, undefined, testTexts('ai', 'de'))).toBe(
      'KI-Jahreszusammenfassung 2026 für den CEO.pptx',
    );
  });
});

describe('readerOptions', () => {
  it('names the readers as spec 001 §6 spells them', () => {
    expect(readerOptions([1, 2], testTexts('ai'))).toEqual([
      { value: 1, label: 'For Me' },
      { value: 2, label: 'For CEO' },
    ]);
  });
});
