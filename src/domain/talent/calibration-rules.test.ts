import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_ALREADY_CLOSED,
  CALIBRATION_CLOSED,
  CALIBRATION_DEADLINE_PASSED,
  countCells,
  currentCell,
  decideClose,
  decideMove,
  isMoved,
  isOnGrid,
  isPastDeadline,
  takesPart,
  type CalibrationState,
} from './calibration-rules';

describe('who takes part in a calibration', () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true],
    [false, false, false],
  ])('talent admin %s, manages someone in the part %s: %s', (isTalentAdmin, managesSomeoneInPart, expected) => {
    expect(takesPart({ isTalentAdmin, managesSomeoneInPart })).toBe(expected);
  });
});

describe('the deadline', () => {
  it.each([
    ['2026-06-30', '2026-06-29', false],
    ['2026-06-30', '2026-06-30', false],
    ['2026-06-30', '2026-07-01', true],
  ])('deadline %s on %s is past: %s', (deadline, today, expected) => {
    expect(isPastDeadline(deadline, today)).toBe(expected);
  });
});

describe('moving a card', () => {
  it.each<[CalibrationState, string, boolean, string | null]>([
    ['open', '2026-06-29', false, null],
    ['open', '2026-06-30', false, null],
    ['open', '2026-07-01', false, CALIBRATION_DEADLINE_PASSED],
    ['open', '2026-07-01', true, null],
    ['closed', '2026-06-29', true, CALIBRATION_CLOSED],
    ['closed', '2026-06-29', false, CALIBRATION_CLOSED],
    ['closed', '2026-07-01', false, CALIBRATION_CLOSED],
  ])('%s calibration (deadline 2026-06-30) on %s, talent admin %s: %s', (state, today, admin, refusal) => {
    const d = decideMove({ state, deadline: '2026-06-30' }, admin, today);
    expect(d.ok ? null : d.message).toBe(refusal);
    if (!d.ok) expect(d.status).toBe(409);
  });

  it.each<[CalibrationState, string | null]>([
    ['open', null],
    ['closed', CALIBRATION_ALREADY_CLOSED],
  ])('closing a %s calibration: %s', (state, refusal) => {
    const d = decideClose({ state });
    expect(d.ok ? null : d.message).toBe(refusal);
  });
});

describe('where a card stands', () => {
  const original = { primary: 2, secondary: 3 };
  it.each([
    [null, original, false],
    [{ primary: 3, secondary: 3 }, { primary: 3, secondary: 3 }, true],
    [{ primary: 2, secondary: 3 }, original, false],
  ])('newest move %o: at %o, moved %s', (move, at, moved) => {
    const current = currentCell(original, move);
    expect(current).toEqual(at);
    expect(isMoved(original, current)).toBe(moved);
  });

  it.each([
    [{ primary: 1, secondary: 1 }, 3, true],
    [{ primary: 3, secondary: 3 }, 3, true],
    [{ primary: 4, secondary: 1 }, 3, false],
    [{ primary: 5, secondary: 5 }, 5, true],
    [{ primary: 0, secondary: 2 }, 5, false],
    [{ primary: 2, secondary: 6 }, 5, false],
    [{ primary: 1.5, secondary: 2 }, 5, false],
  ])('%o on a grid of %i: %s', (cell, size, expected) => {
    expect(isOnGrid(cell, size)).toBe(expected);
  });

  it('counts every cell of the grid, empty ones too', () => {
    const counts = countCells(
      [
        { primary: 1, secondary: 2 },
        { primary: 1, secondary: 2 },
        { primary: 3, secondary: 3 },
      ],
      3,
    );
    expect(counts).toHaveLength(9);
    expect(counts.filter((c) => c.count > 0)).toEqual([
      { primary: 1, secondary: 2, count: 2 },
      { primary: 3, secondary: 3, count: 1 },
    ]);
  });
});
