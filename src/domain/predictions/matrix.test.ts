import { describe, expect, it } from 'vitest';
import { countMatrix, inCell, resolveWeek, type MatrixChild } from './matrix';

const child = (level: number, state: MatrixChild['state'], status: [number, number] | null): MatrixChild => ({
  level,
  state,
  status: status && { likelihood: status[0], quality: status[1] },
});

const children = [
  child(1, 'approved', [3, 4]),
  child(1, 'approved', [3, 4]),
  child(1, 'shelved', [0, 1]),
  child(2, 'approved', [3, 4]),
  child(2, 'approved', null),
  child(3, 'finalized', [4, 4]),
];

const cell = (m: ReturnType<typeof countMatrix>, l: number, q: number) => m.cells.find((c) => c.likelihood === l && c.quality === q)!.count;

describe('countMatrix', () => {
  it('counts every level and state: 25 cells, NoStatus and the total', () => {
    const m = countMatrix(children, {});
    expect(m.cells).toHaveLength(25);
    expect(m.cells[0]).toEqual({ likelihood: 0, quality: 0, count: 0 });
    expect(m.cells[24]).toEqual({ likelihood: 4, quality: 4, count: 1 });
    expect(cell(m, 3, 4)).toBe(3);
    expect(cell(m, 0, 1)).toBe(1);
    expect(m.noStatus).toBe(1);
    expect(m.total).toBe(6);
    expect(m.levels).toEqual([
      { level: 1, count: 3 },
      { level: 2, count: 2 },
      { level: 3, count: 1 },
    ]);
  });

  it('narrows by level and by state; the level choices follow the state filter only', () => {
    const m = countMatrix(children, { level: 1, states: ['approved'] });
    expect(cell(m, 3, 4)).toBe(2);
    expect(cell(m, 0, 1)).toBe(0);
    expect(m.total).toBe(2);
    expect(m.levels).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 2 },
    ]);
  });

  it('counts an entry standing for several alike children as that many', () => {
    const m = countMatrix(
      [
        { ...child(1, 'approved', [2, 2]), count: 7 },
        { ...child(2, 'approved', null), count: 3 },
      ],
      {},
    );
    expect([cell(m, 2, 2), m.noStatus, m.total]).toEqual([7, 3, 10]);
    expect(m.levels).toEqual([
      { level: 1, count: 7 },
      { level: 2, count: 3 },
    ]);
  });

  it('an empty state list filters nothing', () => {
    expect(countMatrix(children, { states: [] }).total).toBe(6);
  });
});

describe('inCell', () => {
  it('matches the chosen likelihood and quality, or the children without a status', () => {
    expect(inCell(children[0]!, { likelihood: 3, quality: 4 })).toBe(true);
    expect(inCell(children[0]!, { likelihood: 3, quality: 3 })).toBe(false);
    expect(inCell(children[4]!, { likelihood: 3, quality: 4 })).toBe(false);
    expect(inCell(children[4]!, { noStatus: true })).toBe(true);
    expect(inCell(children[0]!, { noStatus: true })).toBe(false);
    expect(inCell(children[0]!, {})).toBe(true);
  });
});

describe('resolveWeek', () => {
  const weeks = Array.from({ length: 14 }, (_, i) => ({
    id: 100 + i,
    week: i + 1,
    startDate: `2026-04-${String(6 + i).padStart(2, '0')}`,
  }));
  // Dates only need to sort; week 8 starts on 2026-04-13 here.
  const current = '2026-04-13';

  it('0 is the current week, with the week before and no week after', () => {
    expect(resolveWeek(weeks, 0, current)).toEqual({ shown: weeks[7], prev: weeks[6], next: null });
  });

  it('an earlier week has both neighbours', () => {
    expect(resolveWeek(weeks, 103, current)).toEqual({ shown: weeks[3], prev: weeks[2], next: weeks[4] });
  });

  it('week 1 has no week before', () => {
    expect(resolveWeek(weeks, 100, current)).toEqual({ shown: weeks[0], prev: null, next: weeks[1] });
  });

  it('a quarter that has ended shows its last week for 0', () => {
    expect(resolveWeek(weeks, 0, '2026-09-01')).toEqual({ shown: weeks[13], prev: weeks[12], next: null });
  });

  it('a quarter not yet started shows its first week for 0, and nothing after', () => {
    expect(resolveWeek(weeks, 0, '2026-01-01')).toEqual({ shown: weeks[0], prev: null, next: null });
  });

  it('a week id of another quarter resolves to nothing', () => {
    expect(resolveWeek(weeks, 999, current)).toBeNull();
  });
});
