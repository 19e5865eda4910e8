import type { z } from 'zod';
import type { KeyResult, KeyResultCheckin, KeyResultSave } from '../../contract/key-results';
import { PERSON_NOT_FOUND } from '../../domain/askers';
import { isWholeOrder } from '../../domain/key-results/order';
import { keyResultPermissions } from '../../domain/key-results/permissions';
import { expectedProgress, goalProgress, keyResultProgress, measureProblem, type Measure } from '../../domain/key-results/progress';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { pipelined } from '../db/client';
import { GOAL_NOT_FOUND, loadGoalView, lockGoalProgress, setGoalProgress, type GoalView, type LockedGoal, type ViewerWork } from '../goals';
import { findNames, findPerson } from '../people';
import {
  findKeyResults,
  lockGoalOfKeyResult,
  insertCheckin,
  insertKeyResult,
  KEY_RESULTS_PER_GOAL,
  updateKeyResult,
  type KeyResultRow,
} from './key-result-queries';
import { findReadKeyResults } from './proposal-queries';
import type { Work } from '../http/unit-of-work';

export const KEY_RESULT_NOT_FOUND = 'Key result not found.';
const ORDER_NOT_WHOLE = 'Name each of the goal’s key results once, in their new order.';
const OWNER_AT_WORK = 'Choose an owner from the active people of the company.';

// What the routes hand over: the contract's schemas applied (defaults in, texts trimmed, the currency in capitals).
type Save = z.output<typeof KeyResultSave>;
type Checkin = z.output<typeof KeyResultCheckin>;

export const measureOf = (r: Pick<KeyResultRow, 'kind' | 'direction' | 'start' | 'target' | 'current'>): Measure => ({
  kind: r.kind as Measure['kind'],
  direction: r.direction as Measure['direction'],
  start: r.start,
  target: r.target,
  current: r.current,
});

type SetUp = Pick<KeyResultRow, 'title' | 'kind' | 'direction' | 'start' | 'target' | 'unit' | 'currency' | 'weight' | 'ownerId'>;

/** What set-up keeps of a key result, as answered: a key result's, or a proposed one's (decision 070). */
export const setUpOf = (r: SetUp, names: Map<number, string>) => ({
  Title: r.title,
  Kind: r.kind as KeyResult['Kind'],
  Direction: r.direction as KeyResult['Direction'],
  Start: r.start,
  Target: r.target,
  Unit: r.unit,
  Currency: r.currency,
  Weight: r.weight,
  OwnerId: r.ownerId,
  OwnerName: names.get(r.ownerId) ?? '',
});

const toKeyResult = (r: KeyResultRow, names: Map<number, string>): KeyResult => ({
  Id: r.id,
  ...setUpOf(r, names),
  Current: r.current,
  Progress: keyResultProgress(measureOf(r)),
});

/** The key results as answered, with their owners' names: the goal's owner's from its view, others' read. */
export async function answer(w: ViewerWork, rows: KeyResultRow[], view: GoalView): Promise<KeyResult[]> {
  const { owner } = view;
  const others = rows.map((r) => r.ownerId).filter((id) => id !== owner.id);
  const names = await findNames(w.tx, w.viewer.tenantId, others);
  names.set(owner.id, owner.name);
  return rows.map((r) => toKeyResult(r, names));
}
const answerOne = async (w: ViewerWork, row: KeyResultRow, view: GoalView) => (await answer(w, [row], view))[0]!;

export const permissionsOn = (w: ViewerWork, view: GoalView, keyResultOwnerId: number | null = null) =>
  keyResultPermissions(
    {
      state: view.state,
      mayEdit: view.permissions.Edit,
      mayUpdate: view.permissions.Update,
      periodStarted: view.periodStarted,
      proposesEdits: view.proposesEdits,
    },
    w.viewer.userId,
    keyResultOwnerId,
  );

/**
 * For a change of a key result: its goal locked for the change of its progress (the first statement, so that changes
 * of one goal's key results run one after the other), then in one round trip the goal as the viewer sees it and its
 * key results as the lock leaves them. 404 for the key result or its goal out of sight.
 */
async function loadForChange(w: ViewerWork, id: number) {
  const t = w.viewer.tenantId;
  const locked = await lockGoalOfKeyResult(w.tx, { tenantId: t, id });
  if (!locked) throw notFound(KEY_RESULT_NOT_FOUND);
  const [view, all] = await pipelined(
    () => loadGoalView(w.tx, w.viewer, locked.id),
    () => findKeyResults(w.tx, t, locked.id),
  );
  const row = all.find((kr) => kr.id === id);
  if (!row) throw notFound(KEY_RESULT_NOT_FOUND);
  return { row, view, locked, all };
}

/** The goal's key results with one of them as it is now. */
const withChanged = (all: KeyResultRow[], changed: KeyResultRow) => all.map((kr) => (kr.id === changed.id ? changed : kr));

/**
 * The values to keep: a key result stands at its start until its first check-in (set up on a draft, it has none); a
 * milestone runs from 0 to 1; the numbers checked; the owner a person of the company.
 */
export async function valuesOf(w: ViewerWork, view: GoalView, save: Save) {
  const milestone = save.Kind === 'milestone';
  const values = {
    title: save.Title,
    kind: save.Kind,
    direction: milestone ? 'increase' : save.Direction,
    start: milestone ? 0 : save.Start,
    target: milestone ? 1 : save.Target,
    current: milestone ? 0 : save.Start,
    unit: save.Unit ?? null,
    currency: save.Kind === 'currency' ? (save.Currency ?? null) : null,
    weight: save.Weight,
    ownerId: save.OwnerId ?? view.row.ownerId,
  };
  const problem = measureProblem({ ...measureOf(values), currency: values.currency, weight: values.weight });
  if (problem) throw badRequest(problem.message, problem.field);
  if (values.ownerId !== view.row.ownerId) {
    const owner = await findPerson(w.tx, w.viewer.tenantId, values.ownerId);
    if (!owner) throw notFound(PERSON_NOT_FOUND, 'OwnerId');
    // Whoever owns a key result checks in on it: someone at work in the company, not an observer.
    if (owner.deactivatedAt || owner.roleName === 'observer') throw badRequest(OWNER_AT_WORK, 'OwnerId');
  }
  return values;
}

export const progressOf = (keyResults: KeyResultRow[]) =>
  goalProgress(keyResults.map((kr) => ({ progress: keyResultProgress(measureOf(kr)), weight: kr.weight })));

/**
 * After a change of a goal's key results: the goal keeps its progress, which its lists and detail show. `keyResults`
 * are all of them as they now stand, read under the goal's lock (`lockGoalProgress`) and changed since.
 */
export async function keepGoalProgress(w: Work, locked: LockedGoal, keyResults: KeyResultRow[]): Promise<void> {
  // Their part weighs their weights' sum beside the aligned goals a goal may count (decision 069).
  const weights = keyResults.reduce((sum, kr) => sum + kr.weight, 0);
  await setGoalProgress(w.tx, w.actor.tenantId, locked, progressOf(keyResults), weights);
}

/** Locks a goal the viewer has just been shown for a change of its key results; 404 should it be gone meanwhile. */
export async function lockGoal(w: Work, goalId: number): Promise<LockedGoal> {
  const locked = await lockGoalProgress(w.tx, w.actor.tenantId, goalId);
  if (!locked) throw notFound(GOAL_NOT_FOUND);
  return locked;
}

export type KeyResultValues = Awaited<ReturnType<typeof valuesOf>>;
export const KIND_KEPT = 'A key result with check-ins keeps its kind: remove it and add a new one.';

/**
 * A changed key result keeps its current value once it has readings (history is never rewritten), and with it its
 * kind; without readings it stands at its (new) start.
 */
export function keptOnChange(row: KeyResultRow, values: KeyResultValues, hasReadings: boolean): KeyResultValues | null {
  if (!hasReadings) return values;
  return values.kind === row.kind ? { ...values, current: row.current } : null;
}

const refuseChange = (w: ViewerWork, view: GoalView) => {
  const allowed = permissionsOn(w, view);
  if (allowed.Propose) throw forbidden("Propose changes to your approved goal's key results with its edit, for your manager to approve.");
  if (!allowed.Change) throw forbidden('Key results are changed by whoever may edit the goal, until it is finalized or shelved.');
};

/** GET /Goal/{goalId}/keyresults: the goal's key results, to everyone who can see the goal. */
export async function listKeyResults(w: ViewerWork, goalId: number): Promise<KeyResult[]> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  return answer(w, await findKeyResults(w.tx, w.viewer.tenantId, goalId), view);
}

/** POST /Goal/{goalId}/keyresults. */
export async function addKeyResult(w: ViewerWork, goalId: number, input: Save): Promise<KeyResult> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  refuseChange(w, view);
  const locked = await lockGoal(w, goalId);
  const others = await findKeyResults(w.tx, w.viewer.tenantId, goalId);
  if (others.length >= KEY_RESULTS_PER_GOAL) throw conflict(`A goal holds at most ${KEY_RESULTS_PER_GOAL} key results.`);
  const position = Math.max(0, ...others.map((kr) => kr.position)) + 1;
  const added = await insertKeyResult(w.tx, w.viewer.tenantId, goalId, { ...(await valuesOf(w, view, input)), position }, w.now);
  await keepGoalProgress(w, locked, [...others, added]);
  return answerOne(w, added, view);
}

/** PUT /Goal/keyresults/{id}. */
export async function changeKeyResult(w: ViewerWork, id: number, input: Save): Promise<KeyResult> {
  const { row, view, locked, all } = await loadForChange(w, id);
  refuseChange(w, view);
  const read = await findReadKeyResults(w.tx, w.viewer.tenantId, [id]);
  const values = keptOnChange(row, await valuesOf(w, view, input), read.has(id));
  if (!values) throw badRequest(KIND_KEPT, 'Kind');
  const changed = await updateKeyResult(w.tx, w.viewer.tenantId, id, values, w.now);
  await keepGoalProgress(w, locked, withChanged(all, changed));
  return answerOne(w, changed, view);
}

/** PUT /Goal/{goalId}/keyresults/order: the goal's key results in the order given; only the positions that change are written. */
export async function orderKeyResults(w: ViewerWork, goalId: number, ids: readonly number[]): Promise<KeyResult[]> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  refuseChange(w, view);
  const rows = await findKeyResults(w.tx, w.viewer.tenantId, goalId);
  const current = rows.map((r) => r.id);
  // Another goal's key result, or another company's, is not found here (decision 027).
  if (ids.some((id) => !current.includes(id))) throw notFound(KEY_RESULT_NOT_FOUND, 'Ids');
  if (!isWholeOrder(current, ids)) throw badRequest(ORDER_NOT_WHOLE, 'Ids');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered: KeyResultRow[] = [];
  for (const [i, id] of ids.entries()) {
    const row = byId.get(id)!;
    ordered.push(row.position === i + 1 ? row : await updateKeyResult(w.tx, w.viewer.tenantId, id, { position: i + 1 }, w.now));
  }
  return answer(w, ordered, view);
}

/** DELETE /Goal/keyresults/{id}: the key result leaves the goal; its readings stay history. */
export async function removeKeyResult(w: ViewerWork, id: number): Promise<{ Message: string }> {
  const { view, locked, all } = await loadForChange(w, id);
  refuseChange(w, view);
  await pipelined(
    () => updateKeyResult(w.tx, w.viewer.tenantId, id, { removedAt: w.now }, w.now),
    () =>
      keepGoalProgress(
        w,
        locked,
        all.filter((kr) => kr.id !== id),
      ),
  );
  return { Message: 'The key result has been removed.' };
}

/** POST /Goal/keyresults/{id}/checkin: a new reading, kept with the progress and the expectation of that moment. */
export async function checkIn(w: ViewerWork, id: number, { Value, Comment }: Checkin): Promise<KeyResult> {
  const { row, view, locked, all } = await loadForChange(w, id);
  if (!permissionsOn(w, view, row.ownerId).CheckIn) {
    throw forbidden("Check-ins are given while the goal is tracked, by its owner or the key result's owner.");
  }
  if (row.kind === 'milestone' && Value !== 0 && Value !== 1) throw badRequest('A milestone is 1 when done and 0 when not.', 'Value');
  const reading = { ...row, current: Value };
  // The reading and the goal's progress that follows from it are written in one round trip.
  const [updated] = await pipelined(
    () =>
      insertCheckin(
        w.tx,
        {
          tenantId: w.viewer.tenantId,
          keyResultId: id,
          goalId: row.goalId,
          value: Value,
          comment: Comment || null,
          userId: w.viewer.userId,
          progress: keyResultProgress({ ...measureOf(row), current: Value }),
          expected: expectedProgress(w.viewer.today, view.period.startDate, view.period.endDate),
        },
        w.now,
      ),
    () => keepGoalProgress(w, locked, withChanged(all, reading)),
  );
  return answerOne(w, updated, view);
}
