import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import type { MatrixCell } from '../../../contract/predictions';
import { predictionEndpoints } from '../../../contract/endpoints/predictions';
import { pathOf } from '../../shared/api-client';
import {
  apiQuery,
  cellName,
  cellStrength,
  choiceText,
  gridRows,
  isChosen,
  levelOptions,
  parseView,
  toggleCell,
  verdictsOf,
  viewSearch,
  weekTitle,
  type PredictionView,
} from './prediction-rules';

const t = testTexts('predictions');

const plain: PredictionView = { week: 0, level: null, states: [], cell: null };
const view = (more: Partial<PredictionView>): PredictionView => ({ ...plain, ...more });

describe('the view in the URL', () => {
  it('is empty for the plain matrix', () => {
    expect(viewSearch(plain)).toBe('');
    expect(parseView(new URLSearchParams(''))).toEqual(plain);
  });

  it.each([
    view({ week: 41 }),
    view({ level: 2 }),
    view({ states: ['approved', 'shelving_in_review'] }),
    view({ cell: { likelihood: 3, quality: 0 } }),
    view({ cell: 'none' }),
    view({ week: 7, level: 1, states: ['finalized'], cell: { likelihood: 4, quality: 4 } }),
  ])('reads back what it wrote: %o', (v) => {
    expect(parseView(new URLSearchParams(viewSearch(v)))).toEqual(v);
  });

  it('drops what it cannot read', () => {
    expect(parseView(new URLSearchParams('week=-3&level=0&states=approved,bogus,approved&cell=5-1'))).toEqual(
      view({ states: ['approved'] }),
    );
    expect(parseView(new URLSearchParams('week=abc&level=1.5&cell=3'))).toEqual(plain);
  });

  it("reads the spec's 'shilving_in_review' spelling", () => {
    expect(parseView(new URLSearchParams('states=shilving_in_review')).states).toEqual(['shelving_in_review']);
  });
});

describe('apiQuery', () => {
  const url = (v: PredictionView, page: number) =>
    pathOf(predictionEndpoints.prediction, { params: { goalId: 7, week: 3 }, query: apiQuery(v, page) });

  it('asks for 20 a page, with the filters', () => {
    expect(url(plain, 1)).toBe('/predication/7/3?page=1&pageSize=20');
    expect(url(view({ level: 2, states: ['approved', 'shelved'], cell: { likelihood: 3, quality: 1 } }), 2)).toBe(
      '/predication/7/3?page=2&pageSize=20&level=2&states=approved%2Cshelved&likelihood=3&quality=1',
    );
    expect(url(view({ cell: 'none' }), 1)).toBe('/predication/7/3?page=1&pageSize=20&noStatus=true');
  });
});

describe('choosing a cell', () => {
  it('chooses a cell, another one, and the same again to show all', () => {
    const likely = toggleCell(plain, { likelihood: 3, quality: 3 });
    expect(likely.cell).toEqual({ likelihood: 3, quality: 3 });
    expect(isChosen(likely, { likelihood: 3, quality: 3 })).toBe(true);
    expect(isChosen(likely, { likelihood: 3, quality: 2 })).toBe(false);
    expect(toggleCell(likely, { likelihood: 0, quality: 4 }).cell).toEqual({ likelihood: 0, quality: 4 });
    expect(toggleCell(likely, { likelihood: 3, quality: 3 }).cell).toBeNull();
    expect(toggleCell(toggleCell(plain, 'none'), 'none').cell).toBeNull();
  });

  it('keeps week, level and states', () => {
    const v = view({ week: 9, level: 1, states: ['approved'] });
    expect(toggleCell(v, 'none')).toEqual({ ...v, cell: 'none' });
  });

  it('says which cell is chosen', () => {
    expect(choiceText({ likelihood: 4, quality: 0 }, t)).toBe('Very Likely, 5 of 5 · Very bad, 1 of 5');
    expect(choiceText('none', t)).toBe('No prediction yet');
    expect(cellName(3, 3, 1, t)).toBe('Likely, 4 of 5 · Good, 4 of 5: 1 goal');
    expect(cellName(0, 1, 4, t)).toBe('Not at all, 1 of 5 · Bad, 2 of 5: 4 goals');
  });
});

describe('gridRows', () => {
  const cells: MatrixCell[] = [
    { Likelihood: 4, Quality: 4, Count: 3 },
    { Likelihood: 0, Quality: 0, Count: 1 },
    { Likelihood: 3, Quality: 1, Count: 2 },
  ];
  const rows = gridRows(cells, t);

  it('draws Very Likely on top down to Not at all, each row Very bad to Very good', () => {
    expect(rows.map((r) => r.label)).toEqual(['Very Likely', 'Likely', 'Unsure', 'Not sure', 'Not at all']);
    expect(rows.map((r) => r.likelihood)).toEqual([4, 3, 2, 1, 0]);
    expect(rows.every((r) => r.cells.map((c) => c.quality).join() === '0,1,2,3,4')).toBe(true);
  });

  it('puts each count in its cell and zeros elsewhere', () => {
    const count = (l: number, q: number) => rows.find((r) => r.likelihood === l)!.cells[q]!.count;
    expect([count(4, 4), count(0, 0), count(3, 1), count(2, 2)]).toEqual([3, 1, 2, 0]);
    expect(rows.flatMap((r) => r.cells).reduce((s, c) => s + c.count, 0)).toBe(6);
  });
});

describe('cellStrength', () => {
  it('leaves empty cells blank and tints the fullest most', () => {
    expect(cellStrength(0, 5)).toBe(0);
    expect(cellStrength(0, 0)).toBe(0);
    expect(cellStrength(5, 5)).toBe(0.75);
    expect(cellStrength(1, 4)).toBeCloseTo(0.375);
  });
});

describe('verdictsOf', () => {
  const result = (GoalId: number, Completed: boolean) => ({
    Id: GoalId,
    GoalId,
    Completed,
    Quality: 3,
    ObjectiveResult: null,
    UpdatedAt: '',
  });
  it("names the listed goals' results; a manager who differs makes a dispute", () => {
    const verdicts = verdictsOf({
      results: [result(1, true), result(2, false), result(3, true)],
      managerresults: [result(1, true), result(3, false)],
    });
    expect(Object.fromEntries(verdicts)).toEqual({ 1: 'Achieved', 2: 'Not Achieved', 3: 'In Dispute' });
  });
});

describe('levelOptions', () => {
  it('lists the levels with their counts, and a chosen level with none left', () => {
    expect(
      levelOptions(
        [
          { Level: 2, Count: 4 },
          { Level: 1, Count: 3 },
        ],
        3,
        t,
      ),
    ).toEqual([
      { value: 1, label: 'Level 1 (aligned directly) · 3' },
      { value: 2, label: 'Level 2 · 4' },
      { value: 3, label: 'Level 3 · 0' },
    ]);
  });
});

describe('weekTitle', () => {
  it('names the week and its dates', () => {
    expect(weekTitle({ Week: 5, StartDate: '2026-04-27', EndDate: '2026-05-03' }, t, 'en')).toBe('Week 5 · Apr 27 – May 3');
  });

  it('says it in German, its days as German writes them', () => {
    const de = testTexts('predictions', 'de');
    expect(weekTitle({ Week: 5, StartDate: '2026-04-27', EndDate: '2026-05-03' }, de, 'de')).toBe('Woche 5 · 27. Apr. – 3. Mai');
    expect(cellName(3, 3, 1, de)).toBe('Wahrscheinlich, 4 von 5 · Gut, 4 von 5: 1 Ziel');
  });
});
