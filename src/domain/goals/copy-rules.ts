// Copy to next quarter (issue 33, decision 073): the rules both the server and the goals screen need.

export const KEY_RESULT_VALUES = ['reset', 'carry'] as const;
export type KeyResultValues = (typeof KEY_RESULT_VALUES)[number];

// The reasons a selected goal is refused, in English as the server writes them (the catalogue translates them).
export const COPY_REFUSED = 'Nothing was copied: some of the goals cannot be copied to that quarter.';
export const COPY_NOT_LATER = 'Goals are copied to a later quarter than their own.';
export const COPY_QUARTER_CLOSED =
  'That quarter is closed for setting goals: goals are set for the current quarter or one of the next four.';
export const COPY_OWNER_DEACTIVATED = "The goal's owner is deactivated.";
export const COPY_ALREADY_THERE = 'This goal has already been copied to that quarter.';

export type CopyRefusal = typeof COPY_NOT_LATER | typeof COPY_QUARTER_CLOSED | typeof COPY_OWNER_DEACTIVATED | typeof COPY_ALREADY_THERE;

/** A quarter by its place in the company's calendar (`index`, one a quarter). */
type Quarter = { index: number };

/**
 * Why a goal cannot be copied to the target quarter, or null: the quarter must come after the goal's, goals must
 * still be set there (the current quarter or one of the next four, as creating a goal), the owner must be at work,
 * and a goal is continued in a quarter once. Who may create a goal for its owner is the create rule's (create-goal).
 */
export function copyRefusal(c: {
  source: Quarter;
  target: Quarter;
  /** Goals may be set in the target quarter. */
  targetOpen: boolean;
  ownerDeactivated: boolean;
  /** A goal of the target quarter already continues this one. */
  continuedThere: boolean;
}): CopyRefusal | null {
  if (c.target.index <= c.source.index) return COPY_NOT_LATER;
  if (!c.targetOpen) return COPY_QUARTER_CLOSED;
  if (c.ownerDeactivated) return COPY_OWNER_DEACTIVATED;
  if (c.continuedThere) return COPY_ALREADY_THERE;
  return null;
}

/**
 * The quarters goals may be copied to, in order: after the latest of the goals' quarters, among those open for
 * setting goals. The first is the dialog's default, "the next quarter".
 */
export function copyTargets<Q extends Quarter>(open: readonly Q[], sources: readonly Quarter[]): Q[] {
  const latest = Math.max(...sources.map((s) => s.index));
  return open.filter((q) => q.index > latest).sort((a, b) => a.index - b.index);
}

type Source = { id: number; parentId: number | null };

/**
 * The order the goals are copied in, and their copies answered: parents before their children, the selected goals
 * in the order of the request, each followed by what comes along below it (depth first, children in the order
 * given). A selected goal whose parent is copied too is copied under that parent.
 */
export function copyOrder(sources: readonly Source[], requested: readonly number[]): number[] {
  const ids = new Set(sources.map((s) => s.id));
  const rank = new Map(requested.map((id, i) => [id, i]));
  const byRank = (a: Source, b: Source) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity);
  const children = new Map<number, Source[]>();
  for (const s of sources) {
    if (s.parentId !== null && ids.has(s.parentId)) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s]);
  }
  const roots = sources.filter((s) => s.parentId === null || !ids.has(s.parentId)).sort(byRank);
  const order: number[] = [];
  const visit = (s: Source) => {
    order.push(s.id);
    for (const c of [...(children.get(s.id) ?? [])].sort(byRank)) visit(c);
  };
  roots.forEach(visit);
  return order;
}

/**
 * The goals a copy may be aligned to, best first: the copy of its parent made by the same request, else the goals of
 * the target quarter that continue its parent (oldest first); none when its source had no parent. The copy takes the
 * first its owner may be aligned to, else none.
 */
export function parentCandidates(c: {
  parentId: number | null;
  copies: ReadonlyMap<number, number>;
  continuations: ReadonlyMap<number, readonly number[]>;
}): number[] {
  if (c.parentId === null) return [];
  const copy = c.copies.get(c.parentId);
  if (copy !== undefined) return [copy];
  return [...(c.continuations.get(c.parentId) ?? [])].sort((a, b) => a - b);
}

/**
 * A copied key result's start and current value. `reset` starts again from its start; `carry` carries its current
 * value as the copy's start and current, so the copy shows progress from where it stands (no check-ins come along).
 */
export function copiedValues(kr: { start: number; current: number }, values: KeyResultValues): { start: number; current: number } {
  return values === 'reset' ? { start: kr.start, current: kr.start } : { start: kr.current, current: kr.current };
}
