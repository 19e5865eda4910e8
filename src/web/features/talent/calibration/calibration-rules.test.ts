import { describe, expect, it } from 'vitest';
import type { CalibrationCard } from '../../../../contract/talent-calibration';
import { cardsByCell, cellName, gridCells, seesCalibrations } from './calibration-rules';

describe('seesCalibrations', () => {
  it.each([
    [{ roleName: 'contributor', isOrgAdmin: false, isHrAdmin: false }, false],
    [{ roleName: 'contributor', isOrgAdmin: false, isHrAdmin: true }, true],
    [{ roleName: 'manager', isOrgAdmin: false, isHrAdmin: false }, true],
    [{ roleName: 'contributor', isOrgAdmin: true, isHrAdmin: false }, true],
    [{ roleName: 'ceo', isOrgAdmin: false, isHrAdmin: false }, true],
    [{ roleName: 'observer', isOrgAdmin: false, isHrAdmin: false }, false],
  ])('%o: %s', (viewer, expected) => {
    expect(seesCalibrations(viewer)).toBe(expected);
  });
});

describe('the board', () => {
  it('lays out the grid as the matrix does: highest potential on top, lowest performance first', () => {
    expect(gridCells(3).map((c) => `${c.Primary}-${c.Secondary}`)).toEqual(['1-3', '2-3', '3-3', '1-2', '2-2', '3-2', '1-1', '2-1', '3-1']);
    expect(gridCells(5)).toHaveLength(25);
  });

  it('names a cell by its labels', () => {
    const labels = { PrimaryLabels: ['Low', 'Mid', 'High'], SecondaryLabels: ['Growing', 'More', 'Now'] };
    expect(cellName(labels, { Primary: 3, Secondary: 1 })).toBe('High · Growing');
  });

  it('groups the cards by where they stand now', () => {
    const card = (UserId: number, Primary: number, Secondary: number) =>
      ({ UserId, Current: { Primary, Secondary }, Original: { Primary: 1, Secondary: 1 } }) as CalibrationCard;
    const cells = cardsByCell([card(1, 2, 3), card(2, 1, 1), card(3, 2, 3)]);
    expect([...cells.entries()].map(([k, v]) => [k, v.map((c) => c.UserId)])).toEqual([
      ['2-3', [1, 3]],
      ['1-1', [2]],
    ]);
  });
});
