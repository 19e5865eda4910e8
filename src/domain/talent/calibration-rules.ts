// Calibrations of a quarter's ratings (issue 34, decision 077): who takes part, when a card may move, where it stands.

export const CALIBRATION_STATES = ['open', 'closed'] as const;
export type CalibrationState = (typeof CALIBRATION_STATES)[number];

export const CALIBRATION_NOT_FOUND = 'This calibration was not found.';
export const CALIBRATION_CLOSED = 'This calibration is closed; nothing moves any more.';
export const CALIBRATION_DEADLINE_PASSED = 'The deadline of this calibration has passed; only a talent admin may still move a card.';
export const CALIBRATION_ALREADY_CLOSED = 'This calibration is already closed.';
export const CARD_NOT_FOUND = 'This person has no appraisal in this calibration.';
export const CARD_ALREADY_THERE = 'This card is already in that cell.';
export const NOT_YOUR_OWN_CARD = 'You cannot move your own card.';
export const DEADLINE_PAST = 'The deadline cannot be before today.';
export const ALREADY_CALIBRATED = (name: string, calibration: string) =>
  `${name} is already in another open calibration of this quarter (${calibration}).`;

/** A cell of the talent matrix: the primary rating across, the secondary up, each 1..size. */
export type Cell = { primary: number; secondary: number };

export type CalibrationDecision = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** Whether the caller takes part: a talent admin, or a manager with at least one report in the part. Others see nothing. */
export const takesPart = (p: { isTalentAdmin: boolean; managesSomeoneInPart: boolean }): boolean =>
  p.isTalentAdmin || p.managesSomeoneInPart;

/** The deadline is the last day to move: after it (in the company's days) managers may no longer. */
export const isPastDeadline = (deadline: string, today: string): boolean => today > deadline;

/**
 * Whether a participant may move a card now: never once closed; after the deadline only a talent admin, who may move
 * until closing.
 */
export function decideMove(c: { state: CalibrationState; deadline: string }, isTalentAdmin: boolean, today: string): CalibrationDecision {
  if (c.state === 'closed') return { ok: false, status: 409, message: CALIBRATION_CLOSED };
  if (isPastDeadline(c.deadline, today) && !isTalentAdmin) return { ok: false, status: 409, message: CALIBRATION_DEADLINE_PASSED };
  return { ok: true };
}

/** Closing is once. */
export const decideClose = (c: { state: CalibrationState }): CalibrationDecision =>
  c.state === 'closed' ? { ok: false, status: 409, message: CALIBRATION_ALREADY_CLOSED } : { ok: true };

/** Where a card stands: its newest move's target, else the appraisal's own cell. */
export const currentCell = (original: Cell, newestMove: Cell | null): Cell => newestMove ?? original;

/** Whether a card has moved away from its appraisal's cell (a move and back again is not moved). */
export const isMoved = (original: Cell, current: Cell): boolean =>
  original.primary !== current.primary || original.secondary !== current.secondary;

/** Whether a cell lies on the grid of `size` labels. */
export const isOnGrid = (c: Cell, size: number): boolean =>
  Number.isInteger(c.primary) &&
  Number.isInteger(c.secondary) &&
  c.primary >= 1 &&
  c.secondary >= 1 &&
  c.primary <= size &&
  c.secondary <= size;

/** Counts per cell, every cell of the grid once (empty ones with 0), primary then secondary ascending. */
export function countCells(cells: Cell[], size: number): (Cell & { count: number })[] {
  const counts = new Map<string, number>();
  for (const c of cells) counts.set(`${c.primary}-${c.secondary}`, (counts.get(`${c.primary}-${c.secondary}`) ?? 0) + 1);
  const all: (Cell & { count: number })[] = [];
  for (let primary = 1; primary <= size; primary++) {
    for (let secondary = 1; secondary <= size; secondary++) {
      all.push({ primary, secondary, count: counts.get(`${primary}-${secondary}`) ?? 0 });
    }
  }
  return all;
}
