import { describe, expect, it } from 'vitest';
import { cardOf, cardPages, type UpdateGoal } from './team-updates';

const REFERENCE = '2026-05-18';
const s = (likelihood: number, weekStart = REFERENCE, quality = 3) => ({ likelihood, quality, weekStart });
const goal = (title: string, over: Partial<UpdateGoal> = {}): UpdateGoal => ({
  title,
  state: 'approved',
  newest: s(3),
  previous: null,
  ...over,
});

describe('cardOf', () => {
  it.each([
    { name: 'a steady goal needs nothing', goal: goal('Steady', { previous: s(3, '2026-05-11') }), counts: [0, 0, 0] },
    { name: 'likelihood 2 is at risk in the team summary', goal: goal('Two', { newest: s(2) }), counts: [1, 0, 0] },
    { name: 'a drop trends down', goal: goal('Drop', { newest: s(3), previous: s(4, '2026-05-11') }), counts: [0, 1, 0] },
    { name: 'an update two weeks old is late', goal: goal('Old', { newest: s(3, '2026-05-04') }), counts: [0, 0, 1] },
    { name: 'one week old is not late', goal: goal('Recent', { newest: s(3, '2026-05-11') }), counts: [0, 0, 0] },
    { name: 'no update at all is late', goal: goal('Never', { newest: null }), counts: [0, 0, 1] },
    { name: 'a goal not approved is not counted', goal: goal('Draft', { state: 'draft', newest: s(0, '2026-01-05') }), counts: [0, 0, 0] },
  ])('$name', ({ goal, counts }) => {
    const card = cardOf([goal], REFERENCE);
    expect([card.atRisk, card.trendingDown, card.late]).toEqual(counts);
    expect(card.attention.length > 0).toBe(counts.some((c) => c > 0));
  });

  it('averages the newest updates, finds the last one, and shows the worst three goals first', () => {
    const card = cardOf(
      [
        goal('Late only', { newest: s(4, '2026-05-04', 4) }),
        goal('Risky and down', { newest: s(1, REFERENCE, 2), previous: s(3, '2026-05-11') }),
        goal('Risky', { newest: s(2, REFERENCE, 3) }),
        goal('Down', { newest: s(3, REFERENCE, 3), previous: s(4, '2026-05-11') }),
        goal('Fine', { newest: s(4, REFERENCE, 4), state: 'finalized' }),
      ],
      REFERENCE,
    );
    expect(card).toMatchObject({ goals: 5, approved: 4, atRisk: 2, trendingDown: 2, late: 1, averageLikelihood: 2.8, averageQuality: 3.2 });
    expect(card.lastUpdate).toBe(REFERENCE);
    expect(card.attention).toEqual([
      {
        title: 'Risky and down',
        reasons: [
          { kind: 'atRisk', likelihood: 1 },
          { kind: 'down', by: 2 },
        ],
      },
      { title: 'Risky', reasons: [{ kind: 'atRisk', likelihood: 2 }] },
      { title: 'Down', reasons: [{ kind: 'down', by: 1 }] },
    ]);
  });

  it.each([
    { name: 'a late update names its week', goal: goal('Old', { newest: s(3, '2026-05-04') }), lastUpdate: '2026-05-04' },
    { name: 'a goal never updated has none', goal: goal('Never', { newest: null }), lastUpdate: null },
  ])('$name', ({ goal, lastUpdate }) => {
    expect(cardOf([goal], REFERENCE).attention).toEqual([{ title: goal.title, reasons: [{ kind: 'late', lastUpdate }] }]);
  });

  it('has no averages without updates', () => {
    expect(cardOf([], REFERENCE)).toMatchObject({ goals: 0, averageLikelihood: null, lastUpdate: null, attention: [] });
  });
});

describe('cardPages', () => {
  it.each([
    { cards: 0, pages: [0] },
    { cards: 8, pages: [8] },
    { cards: 9, pages: [8, 1] },
    { cards: 18, pages: [8, 10] },
    { cards: 29, pages: [8, 10, 10, 1] },
  ])('$cards cards → pages of $pages', ({ cards, pages }) => {
    expect(cardPages(Array.from({ length: cards }, (_, i) => i)).map((p) => p.length)).toEqual(pages);
  });
});
