import { describe, expect, it } from 'vitest';
import { BUILT_IN_NOTICE } from '../../../domain/ai/notice';
import { goalFacts, summaryFacts, type QuarterGoal } from '../../../domain/ai/summary-facts';
import { writeAnnualSummary, writeGoalSummary, writeQuarterSummary } from '../../../domain/ai/summary-prose';
import { summaryWords } from './summary-words';

// The built-in writer's sentences (src/domain/ai/summary-prose.ts) with the catalogue's words, in each language: the
// domain does not import the catalogue, so its prose is read here, where the server hands the words in.
const en = summaryWords('en');
const de = summaryWords('de');

const goal = (over: Partial<QuarterGoal> = {}): QuarterGoal => ({
  id: 1,
  title: 'Launch the partner portal',
  state: 'approved',
  isFinalized: false,
  achieved: null,
  statuses: [],
  lateUpdates: 0,
  ...over,
});

const portal = goal({
  state: 'finalized',
  isFinalized: true,
  achieved: true,
  lateUpdates: 1,
  statuses: [
    { week: 1, likelihood: 2, quality: 2, comment: 'Kicked off. On track.' },
    { week: 2, likelihood: 3, quality: 3, comment: 'Design approved by 3 partners; build starts next week.' },
    { week: 4, likelihood: 4, quality: 3, comment: 'Portal went live on Tuesday with 12 partners signed.' },
  ],
});
const hiring = goal({
  id: 2,
  title: 'Hire two engineers',
  lateUpdates: 3,
  statuses: [
    { week: 1, likelihood: 3, quality: 3, comment: 'no update' },
    { week: 3, likelihood: 1, quality: 2, comment: 'Both candidates declined the offer, so we are behind and restarting the search.' },
  ],
});
const handbook = goal({ id: 3, title: 'Write the handbook', state: 'shelved' });

describe('writeGoalSummary', () => {
  it.each([
    [
      portal,
      '“Launch the partner portal” was achieved (Finalized). Over 3 weekly updates, likelihood rose from Unsure, 3 of 5, to Very Likely, 5 of 5, and quality rose from Okay, 3 of 5, to Good, 4 of 5. 1 week had no update. From the check-ins: “Portal went live on Tuesday with 12 partners signed.” (week 4); “Design approved by 3 partners; build starts next week.” (week 2).',
    ],
    [
      hiring,
      '“Hire two engineers” has no recorded result; its state is Approved. Over 2 weekly updates, likelihood fell from Likely, 4 of 5, to Not sure, 2 of 5, and quality fell from Good, 4 of 5, to Okay, 3 of 5. Its latest likelihood, Not sure, 2 of 5, puts it at risk. 3 weeks had no update. From the check-ins: “Both candidates declined the offer, so we are behind and restarting the search.” (week 3).',
    ],
    [
      handbook,
      '“Write the handbook” has no recorded result; its state is Shelved. It had no weekly updates, so there is no trend to report.',
    ],
    [
      goal({ achieved: false, state: 'results_in_review', statuses: [{ week: 6, likelihood: 3, quality: 4 }] }),
      '“Launch the partner portal” was not achieved (Results in review). Its one weekly update (week 6) rated likelihood Likely, 4 of 5, and quality Very good, 5 of 5.',
    ],
    [
      goal({
        statuses: [
          { week: 1, likelihood: 3, quality: 3 },
          { week: 2, likelihood: 3, quality: 3 },
        ],
      }),
      '“Launch the partner portal” has no recorded result; its state is Approved. Over 2 weekly updates, likelihood ended where it began, at Likely, 4 of 5, and quality ended where it began, at Good, 4 of 5.',
    ],
  ])('%#', (g, text) => expect(writeGoalSummary(en, goalFacts(g))).toBe(text));
});

describe('writeQuarterSummary', () => {
  it('states the quarter’s facts, then the check-ins that stand out', () => {
    expect(writeQuarterSummary(en, summaryFacts([portal, hiring, handbook]), 'Dana Smith', 'Q3 2026')).toBe(
      'In Q3 2026, Dana Smith had 3 goals: 1 approved, 1 shelved and 1 finalized. The one goal with a result was achieved. ' +
        '1 goal was at risk at its latest update (likelihood below Unsure, 3 of 5): “Hire two engineers”. ' +
        'Across the 2 goals with two or more updates, average likelihood held at 3.5 of 5 (1 up, 1 down, 0 unchanged), and average quality held at 3.5 of 5 (1 up, 1 down, 0 unchanged). ' +
        '2 goals missed weekly updates, 4 weeks in all.' +
        '\n\nCheck-ins that stand out: “Portal went live on Tuesday with 12 partners signed.” (Launch the partner portal, week 4); ' +
        '“Both candidates declined the offer, so we are behind and restarting the search.” (Hire two engineers, week 3).',
    );
  });

  it.each([
    [[], 'Dana Smith had no goals in Q3 2026, so there is nothing to summarise.'],
    [[handbook], 'In Q3 2026, Dana Smith had 1 goal: 1 shelved. No goal has a recorded result yet. There were no weekly updates.'],
    [
      [goal({ statuses: [{ week: 2, likelihood: 3, quality: 2 }] })],
      'In Q3 2026, Dana Smith had 1 goal: 1 approved. No goal has a recorded result yet. No goal was at risk at its latest update. Too few weekly updates to show a trend. No weekly update was missed.',
    ],
  ])('%#: claims nothing the data does not show', (goals, text) => {
    expect(writeQuarterSummary(en, summaryFacts(goals), 'Dana Smith', 'Q3 2026')).toBe(text);
  });

  it.each([
    [[true, true], 'All 2 goals with a result were achieved.'],
    [[false], 'The one goal with a result was not achieved.'],
    [[false, false], 'None of the 2 goals with a result was achieved.'],
    [[true, false, false], 'Of the 3 goals with a result, 1 was achieved and 2 were not (33% achieved).'],
  ])('results %j: %s', (results, sentence) => {
    const goals = results.map((achieved, id) => goal({ id, state: 'finalized', isFinalized: true, achieved }));
    expect(writeQuarterSummary(en, summaryFacts(goals), 'Dana', 'Q1 2026')).toContain(sentence);
  });

  it('names at most three goals at risk', () => {
    const atRisk = [1, 2, 3, 4, 5].map((id) => goal({ id, title: `G${id}`, statuses: [{ week: 1, likelihood: 0, quality: 2 }] }));
    expect(writeQuarterSummary(en, summaryFacts(atRisk), 'Dana', 'Q1 2026')).toContain('5 goals were at risk at their latest update');
    expect(writeQuarterSummary(en, summaryFacts(atRisk), 'Dana', 'Q1 2026')).toContain('“G1”, “G2”, “G3” and 2 more.');
  });

  it('never carries the notice itself: callers show it beside the text', () => {
    expect(BUILT_IN_NOTICE).toBe('Written from your goal data without an AI model');
    expect(writeQuarterSummary(en, summaryFacts([portal]), 'Dana', 'Q1 2026')).not.toContain(BUILT_IN_NOTICE);
  });
});

describe('writeAnnualSummary', () => {
  const q = (periodId: number, quarterLabel: string, goals: QuarterGoal[]) => ({ periodId, quarterLabel, facts: summaryFacts(goals) });
  const done = (id: number, achieved: boolean) => goal({ id, state: 'finalized', isFinalized: true, achieved });

  it('writes a line per quarter and a short paragraph over the year', () => {
    expect(
      writeAnnualSummary(en, [
        q(11, 'Q1 2026', [portal, hiring, handbook]),
        q(12, 'Q2 2026', []),
        q(13, 'Q3 2026', [done(1, true), done(2, false), done(3, false), done(4, true)]),
      ]),
    ).toEqual({
      Periods: [
        { PeriodId: 11, Summary: 'Q1 2026: 3 goals, 1 achieved, 0 not achieved, 1 at risk; likelihood held at 3.5 of 5.' },
        { PeriodId: 12, Summary: 'Q2 2026: no goals.' },
        { PeriodId: 13, Summary: 'Q3 2026: 4 goals, 2 achieved, 2 not achieved, 0 at risk.' },
      ],
      Summary:
        'Over the 2 quarters with goals there were 7 goals. Of the 5 goals with a result, 3 were achieved and 2 were not (60% achieved). ' +
        'The highest share achieved was in Q1 2026 (100%), the lowest in Q3 2026 (50%). Weekly updates were missed for 4 weeks in all, counted goal by goal.',
    });
  });

  it('names the one quarter with goals instead of counting "1 quarter" (issue 28)', () => {
    const text = writeAnnualSummary(en, [q(1, 'Q1 2026', []), q(2, 'Q2 2026', [done(1, true)])]).Summary;
    expect(text.startsWith('Q2 2026 was the only quarter with goals; it had 1 goal.')).toBe(true);
  });

  it('says there is nothing to summarise for a year without goals', () => {
    expect(writeAnnualSummary(en, [q(1, 'Q1 2026', [])]).Summary).toBe(
      'There were no goals in these quarters, so there is nothing to summarise.',
    );
  });
});

// German: its own word order (the verb of the first of two clauses before its subject), plural forms, 'wurde/wurden',
// the levels and states as the goals screens say them, numbers as German writes them ('3,5', '33 %').
describe('the same in German', () => {
  const done = (id: number, achieved: boolean) => goal({ id, state: 'finalized', isFinalized: true, achieved });
  const atRisk = (n: number) =>
    Array.from({ length: n }, (_, i) => goal({ id: i + 1, title: `G${i + 1}`, statuses: [{ week: 1, likelihood: 0, quality: 2 }] }));

  it.each([
    [
      portal,
      '„Launch the partner portal“ wurde erreicht (Abgeschlossen). Im Verlauf von 3 wöchentlichen Updates stieg die Wahrscheinlichkeit von Unsicher, 3 von 5, auf Sehr wahrscheinlich, 5 von 5, und die Qualität stieg von Okay, 3 von 5, auf Gut, 4 von 5. In 1 Woche gab es kein Update. Aus den Kommentaren zu den Updates: „Portal went live on Tuesday with 12 partners signed.“ (Woche 4); „Design approved by 3 partners; build starts next week.“ (Woche 2).',
    ],
    [
      hiring,
      '„Hire two engineers“ hat kein erfasstes Ergebnis (Status: Freigegeben). Im Verlauf von 2 wöchentlichen Updates sank die Wahrscheinlichkeit von Wahrscheinlich, 4 von 5, auf Eher unwahrscheinlich, 2 von 5, und die Qualität sank von Gut, 4 von 5, auf Okay, 3 von 5. Mit der zuletzt gemeldeten Wahrscheinlichkeit, Eher unwahrscheinlich, 2 von 5, ist das Ziel gefährdet. In 3 Wochen gab es kein Update. Aus den Kommentaren zu den Updates: „Both candidates declined the offer, so we are behind and restarting the search.“ (Woche 3).',
    ],
    [
      handbook,
      '„Write the handbook“ hat kein erfasstes Ergebnis (Status: Zurückgestellt). Es gab keine wöchentlichen Updates, daher lässt sich kein Trend angeben.',
    ],
    [
      goal({ achieved: false, state: 'results_in_review', statuses: [{ week: 6, likelihood: 3, quality: 4 }] }),
      '„Launch the partner portal“ wurde nicht erreicht (Ergebnisse in Prüfung). Das einzige wöchentliche Update (Woche 6) bewertete die Wahrscheinlichkeit mit Wahrscheinlich, 4 von 5, und die Qualität mit Sehr gut, 5 von 5.',
    ],
    [
      goal({
        statuses: [
          { week: 1, likelihood: 3, quality: 3 },
          { week: 2, likelihood: 3, quality: 3 },
        ],
      }),
      '„Launch the partner portal“ hat kein erfasstes Ergebnis (Status: Freigegeben). Im Verlauf von 2 wöchentlichen Updates blieb die Wahrscheinlichkeit unverändert bei Wahrscheinlich, 4 von 5, und die Qualität blieb unverändert bei Gut, 4 von 5.',
    ],
  ])('a goal %#', (g, text) => expect(writeGoalSummary(de, goalFacts(g))).toBe(text));

  it('writes the quarter’s facts, then the check-ins that stand out', () => {
    expect(writeQuarterSummary(de, summaryFacts([portal, hiring, handbook]), 'das Team von Dana Schmidt', 'Q3 2026')).toBe(
      'Im Q3 2026 hatte das Team von Dana Schmidt 3 Ziele: 1 freigegeben, 1 zurückgestellt und 1 abgeschlossen. Das eine Ziel mit Ergebnis wurde erreicht. ' +
        '1 Ziel war beim letzten Update gefährdet (Wahrscheinlichkeit unter Unsicher, 3 von 5): „Hire two engineers“. ' +
        'Bei den 2 Zielen mit zwei oder mehr Updates blieb die durchschnittliche Wahrscheinlichkeit bei 3,5 von 5 (1 gestiegen, 1 gesunken, 0 unverändert), und die durchschnittliche Qualität blieb bei 3,5 von 5 (1 gestiegen, 1 gesunken, 0 unverändert). ' +
        'Bei 2 Zielen fehlten wöchentliche Updates, insgesamt 4 Wochen.' +
        '\n\nAuffällige Kommentare zu den Updates: „Portal went live on Tuesday with 12 partners signed.“ (Launch the partner portal, Woche 4); ' +
        '„Both candidates declined the offer, so we are behind and restarting the search.“ (Hire two engineers, Woche 3).',
    );
  });

  it.each([
    [[], 'Im Q3 2026 hatte Dana Schmidt keine Ziele; es gibt also nichts zusammenzufassen.'],
    [
      [handbook],
      'Im Q3 2026 hatte Dana Schmidt 1 Ziel: 1 zurückgestellt. Noch kein Ziel hat ein erfasstes Ergebnis. Es gab keine wöchentlichen Updates.',
    ],
    [
      [goal({ statuses: [{ week: 2, likelihood: 3, quality: 2 }] })],
      'Im Q3 2026 hatte Dana Schmidt 1 Ziel: 1 freigegeben. Noch kein Ziel hat ein erfasstes Ergebnis. Kein Ziel war beim letzten Update gefährdet. Für einen Trend gab es zu wenige wöchentliche Updates. Es fehlte kein wöchentliches Update.',
    ],
    [
      [goal({ state: 'draft' }), goal({ id: 2, state: 'draft' }), goal({ id: 3, state: 'review' })],
      'Im Q3 2026 hatte Dana Schmidt 3 Ziele: 2 Entwürfe und 1 Entwurf in Prüfung. Noch kein Ziel hat ein erfasstes Ergebnis. Es gab keine wöchentlichen Updates.',
    ],
  ])('a quarter %#: claims nothing the data does not show', (goals, text) => {
    expect(writeQuarterSummary(de, summaryFacts(goals), 'Dana Schmidt', 'Q3 2026')).toBe(text);
  });

  it.each([
    [[true], 'Das eine Ziel mit Ergebnis wurde erreicht.'],
    [[true, true], 'Alle 2 Ziele mit Ergebnis wurden erreicht.'],
    [[false], 'Das eine Ziel mit Ergebnis wurde nicht erreicht.'],
    [[false, false], 'Keines der 2 Ziele mit Ergebnis wurde erreicht.'],
    [[true, false, false], 'Von den 3 Zielen mit Ergebnis wurde 1 erreicht und 2 wurden nicht erreicht (33\u00a0% erreicht).'],
    [[true, true, false], 'Von den 3 Zielen mit Ergebnis wurden 2 erreicht und 1 wurde nicht erreicht (67\u00a0% erreicht).'],
  ])('results %j: %s', (results, sentence) => {
    const goals = results.map((achieved, id) => done(id, achieved));
    expect(writeQuarterSummary(de, summaryFacts(goals), 'Dana', 'Q1 2026')).toContain(sentence);
  });

  it.each([
    [1, '1 Ziel war beim letzten Update gefährdet (Wahrscheinlichkeit unter Unsicher, 3 von 5): „G1“.'],
    [
      4,
      '4 Ziele waren beim jeweils letzten Update gefährdet (Wahrscheinlichkeit unter Unsicher, 3 von 5): „G1“, „G2“, „G3“ und 1 weiteres.',
    ],
    [
      5,
      '5 Ziele waren beim jeweils letzten Update gefährdet (Wahrscheinlichkeit unter Unsicher, 3 von 5): „G1“, „G2“, „G3“ und 2 weitere.',
    ],
  ])('%i goals at risk: at most three named', (n, sentence) => {
    expect(writeQuarterSummary(de, summaryFacts(atRisk(n)), 'Dana', 'Q1 2026')).toContain(sentence);
  });

  it('writes people’s words as they are, never read as the catalogue’s places or keys', () => {
    const odd = goal({
      title: 'Cut {{count}} costs $t(summary.team)',
      statuses: [{ week: 1, likelihood: 3, quality: 3, comment: 'Moved {{week}} up to $t(summary.more) today.' }],
    });
    expect(writeGoalSummary(de, goalFacts(odd))).toMatch(/^„Cut \{\{count\}\} costs \$t\(summary\.team\)“ hat kein erfasstes Ergebnis/);
    expect(writeGoalSummary(de, goalFacts(odd))).toContain('„Moved {{week}} up to $t(summary.more) today.“ (Woche 1)');
  });

  it('writes a line per quarter and a short paragraph over the year', () => {
    const q = (periodId: number, quarterLabel: string, goals: QuarterGoal[]) => ({ periodId, quarterLabel, facts: summaryFacts(goals) });
    expect(
      writeAnnualSummary(de, [
        q(11, 'Q1 2026', [portal, hiring, handbook]),
        q(12, 'Q2 2026', []),
        q(13, 'Q3 2026', [done(1, true), done(2, false), done(3, false), done(4, true)]),
      ]),
    ).toEqual({
      Periods: [
        {
          PeriodId: 11,
          Summary: 'Q1 2026: 3 Ziele, 1 erreicht, 0 nicht erreicht, 1 gefährdet; die Wahrscheinlichkeit blieb bei 3,5 von 5.',
        },
        { PeriodId: 12, Summary: 'Q2 2026: keine Ziele.' },
        { PeriodId: 13, Summary: 'Q3 2026: 4 Ziele, 2 erreicht, 2 nicht erreicht, 0 gefährdet.' },
      ],
      Summary:
        'In den 2 Quartalen mit Zielen gab es 7 Ziele. Von den 5 Zielen mit Ergebnis wurden 3 erreicht und 2 wurden nicht erreicht (60\u00a0% erreicht). ' +
        'Der höchste Anteil erreichter Ziele lag im Q1 2026 (100\u00a0%), der niedrigste im Q3 2026 (50\u00a0%). Insgesamt fehlten wöchentliche Updates für 4 Wochen, Ziel für Ziel gezählt.',
    });
    expect(writeAnnualSummary(de, [q(1, 'Q1 2026', []), q(2, 'Q2 2026', [done(1, true)])]).Summary).toBe(
      'Q2 2026 war das einzige Quartal mit Zielen; es hatte 1 Ziel. Das eine Ziel mit Ergebnis wurde erreicht. Es fehlte kein wöchentliches Update.',
    );
    expect(writeAnnualSummary(de, [q(1, 'Q1 2026', [])]).Summary).toBe(
      'In diesen Quartalen gab es keine Ziele; es gibt also nichts zusammenzufassen.',
    );
  });
});
