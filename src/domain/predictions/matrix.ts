import type { GoalState } from '../goals/states';

export const LIKELIHOOD_LEVELS = 5;
export const QUALITY_LEVELS = 5;
/** How deep below a goal the matrix looks; deeper alignment is not a real hierarchy. */
export const MAX_PREDICTION_DEPTH = 20;

export type MatrixChild = {
  level: number;
  state: GoalState;
  status: { likelihood: number; quality: number } | null;
  /** How many children this entry stands for (the server counts alike children in SQL); 1 when absent. */
  count?: number;
};

export type MatrixFilter = { level?: number; states?: readonly GoalState[] };
export type CellFilter = { likelihood?: number; quality?: number; noStatus?: boolean };

export type MatrixCounts = {
  cells: { likelihood: number; quality: number; count: number }[];
  noStatus: number;
  total: number;
  levels: { level: number; count: number }[];
};

/** Whether a child passes the level and state filters (the ones that narrow the counts). */
export function inMatrix(child: Pick<MatrixChild, 'level' | 'state'>, f: MatrixFilter): boolean {
  if (f.level !== undefined && child.level !== f.level) return false;
  if (f.states && f.states.length > 0 && !f.states.includes(child.state)) return false;
  return true;
}

/** Whether a child is in the chosen cell (the filter that narrows only the list). */
export function inCell(child: Pick<MatrixChild, 'status'>, c: CellFilter): boolean {
  if (c.noStatus) return child.status === null;
  if (c.likelihood !== undefined && child.status?.likelihood !== c.likelihood) return false;
  if (c.quality !== undefined && child.status?.quality !== c.quality) return false;
  return true;
}

/** The 25 cells (likelihood-major, zeros included), NoStatus, the total and the per-level counts. */
export function countMatrix(children: readonly MatrixChild[], f: MatrixFilter): MatrixCounts {
  const grid = new Array<number>(LIKELIHOOD_LEVELS * QUALITY_LEVELS).fill(0);
  const levels = new Map<number, number>();
  let noStatus = 0;
  let total = 0;
  for (const child of children) {
    const n = child.count ?? 1;
    // The level choices show what each level holds under the state filter alone.
    if (inMatrix(child, { states: f.states })) levels.set(child.level, (levels.get(child.level) ?? 0) + n);
    if (!inMatrix(child, f)) continue;
    total += n;
    if (child.status) grid[child.status.likelihood * QUALITY_LEVELS + child.status.quality]! += n;
    else noStatus += n;
  }
  return {
    cells: grid.map((count, i) => ({ likelihood: Math.floor(i / QUALITY_LEVELS), quality: i % QUALITY_LEVELS, count })),
    noStatus,
    total,
    levels: [...levels.entries()].sort(([a], [b]) => a - b).map(([level, count]) => ({ level, count })),
  };
}

export type WeekRef = { id: number; week: number; startDate: string };

/**
 * Which week of a quarter to show for a requested week id (0 = "now"): the current week inside the
 * quarter, the last week once it has ended, the first before it starts; and its neighbours, never
 * past the current week (no prediction exists there yet). Null when the id is not a week of the quarter.
 */
export function resolveWeek(
  weeks: readonly WeekRef[],
  requestedId: number,
  currentWeekStart: string,
): { shown: WeekRef; prev: WeekRef | null; next: WeekRef | null } | null {
  const sorted = [...weeks].sort((a, b) => a.week - b.week);
  if (sorted.length === 0) return null;
  const reached = sorted.filter((w) => w.startDate <= currentWeekStart);
  let shown: WeekRef | undefined;
  if (requestedId === 0) shown = reached.at(-1) ?? sorted[0];
  else shown = sorted.find((w) => w.id === requestedId);
  if (!shown) return null;
  const i = sorted.indexOf(shown);
  const prev = sorted[i - 1] ?? null;
  const after = sorted[i + 1];
  const next = after && after.startDate <= currentWeekStart ? after : null;
  return { shown, prev, next };
}
