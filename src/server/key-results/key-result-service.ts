import type { z } from 'zod';
import type { KeyResult, KeyResultCheckin, KeyResultSave } from '../../contract/key-results';
import { PERSON_NOT_FOUND } from '../../domain/askers';
import { isWholeOrder } from '../../domain/key-results/order';
import { keyResultPermissions } from '../../domain/key-results/permissions';
import { expectedProgress, goalProgress, keyResultProgress, measureProblem, type Measure } from '../../domain/key-results/progress';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { loadGoalView, lockGoalProgress, setGoalProgress, type GoalView, type ViewerWork } from '../goals';
import { findNames, findPerson } from '../people';
import {
  findKeyResult,
  findKeyResults,
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

/** The key results as answered, with their owners' names. */
export async function answer(w: ViewerWork, rows: KeyResultRow[]): Promise<KeyResult[]> {
  const names = await findNames(
    w.tx,
    w.viewer.tenantId,
    rows.map((r) => r.ownerId),
  );
  return rows.map((r) => toKeyResult(r, names));
}
const answerOne = async (w: ViewerWork, row: KeyResultRow) => (await answer(w, [row]))[0]!;

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

/** The key result and its goal as the viewer sees it: 404 for either out of sight. */
async function loadKeyResult(w: ViewerWork, id: number) {
  const row = await findKeyResult(w.tx, w.viewer.tenantId, id);
  if (!row) throw notFound(KEY_RESULT_NOT_FOUND);
  return { row, view: await loadGoalView(w.tx, w.viewer, row.goalId) };
}

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
 * when the caller holds them all already, else they are read.
 */
export async function keepGoalProgress(w: Work, goalId: number, keyResults?: KeyResultRow[]): Promise<void> {
  // Given rows were read under the goal's lock (`lockGoalProgress`); else it is taken before they are read.
  if (!keyResults) await lockGoalProgress(w.tx, w.actor.tenantId, goalId);
  const all = keyResults ?? (await findKeyResults(w.tx, w.actor.tenantId, goalId));
  // Their part weighs their weights' sum beside the aligned goals a goal may count (decision 069).
  const weights = all.reduce((sum, kr) => sum + kr.weight, 0);
  await setGoalProgress(w.tx, w.actor.tenantId, goalId, progressOf(all), weights);
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
  await loadGoalView(w.tx, w.viewer, goalId);
  return answer(w, await findKeyResults(w.tx, w.viewer.tenantId, goalId));
}

/** POST /Goal/{goalId}/keyresults. */
export async function addKeyResult(w: ViewerWork, goalId: number, input: Save): Promise<KeyResult> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  refuseChange(w, view);
  await lockGoalProgress(w.tx, w.viewer.tenantId, goalId);
  const others = await findKeyResults(w.tx, w.viewer.tenantId, goalId);
  if (others.length >= KEY_RESULTS_PER_GOAL) throw conflict(`A goal holds at most ${KEY_RESULTS_PER_GOAL} key results.`);
  const position = Math.max(0, ...others.map((kr) => kr.position)) + 1;
  const added = await insertKeyResult(w.tx, w.viewer.tenantId, goalId, { ...(await valuesOf(w, view, input)), position }, w.now);
  await keepGoalProgress(w, goalId, [...others, added]);
  return answerOne(w, added);
}

/** PUT /Goal/keyresults/{id}. */
export async function changeKeyResult(w: ViewerWork, id: number, input: Save): Promise<KeyResult> {
  const { row, view } = await loadKeyResult(w, id);
  refuseChange(w, view);
  const read = await findReadKeyResults(w.tx, w.viewer.tenantId, [id]);
  const values = keptOnChange(row, await valuesOf(w, view, input), read.has(id));
  if (!values) throw badRequest(KIND_KEPT, 'Kind');
  const changed = await updateKeyResult(w.tx, w.viewer.tenantId, id, values, w.now);
  await keepGoalProgress(w, row.goalId);
  return answerOne(w, changed);
}

/** PUT /Goal/{goalId}/keyresults/order: the goal's key results in the order given; only the positions that change are written. */
export async function orderKeyResults(w: ViewerWork, goalId: number, ids: readonly number[]): Promise<KeyResult[]> {
  refuseChange(w, await loadGoalView(w.tx, w.viewer, goalId));
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
  return answer(w, ordered);
}

/** DELETE /Goal/keyresults/{id}: the key result leaves the goal; its readings stay history. */
export async function removeKeyResult(w: ViewerWork, id: number): Promise<{ Message: string }> {
  const { row, view } = await loadKeyResult(w, id);
  refuseChange(w, view);
  await updateKeyResult(w.tx, w.viewer.tenantId, id, { removedAt: w.now }, w.now);
  await keepGoalProgress(w, row.goalId);
  return { Message: 'The key result has been removed.' };
}

/** POST /Goal/keyresults/{id}/checkin: a new reading, kept with the progress and the expectation of that moment. */
export async function checkIn(w: ViewerWork, id: number, { Value, Comment }: Checkin): Promise<KeyResult> {
  const { row, view } = await loadKeyResult(w, id);
  if (!permissionsOn(w, view, row.ownerId).CheckIn) {
    throw forbidden("Check-ins are given while the goal is tracked, by its owner or the key result's owner.");
  }
  if (row.kind === 'milestone' && Value !== 0 && Value !== 1) throw badRequest('A milestone is 1 when done and 0 when not.', 'Value');
  const updated = await insertCheckin(
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
  );
  await keepGoalProgress(w, row.goalId);
  return answerOne(w, updated);
}
