import type { z } from 'zod';
import type { KeyResultProposal, KeyResultProposalSave, ProposedKeyResult } from '../../contract/key-results';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { loadGoalView, openEditFor, type EditPart, type GoalView, type ViewerWork } from '../goals';
import { findNames } from '../people';
import { findKeyResults, insertKeyResult, updateKeyResult, type KeyResultRow } from './key-result-queries';
import {
  KEY_RESULT_NOT_FOUND,
  KIND_KEPT,
  keepGoalProgress,
  lockGoal,
  keptOnChange,
  permissionsOn,
  setUpOf,
  valuesOf,
  type KeyResultValues,
} from './key-result-service';
import {
  deleteProposal,
  findProposal,
  findReadKeyResults,
  markApplied,
  saveProposal,
  type ProposedRow,
  type ProposedValues,
} from './proposal-queries';

// Key results proposed with an approved goal's edit (decision 070): the owner who has a manager proposes the whole new
// list, kept with the goal's open edit; the manager's approval of the edit applies it, in the same transaction.

const NO_PROPOSAL = 'No key results are proposed with this goal’s edit.';
const NOT_ONCE = 'Name each of the goal’s key results at most once.';
const IN_REVIEW = 'Your proposed edits are waiting for approval: withdraw them to change them.';
const CHANGED_SINCE = 'The key results changed since they were proposed; ask for new edits.';

type Save = z.output<typeof KeyResultProposalSave>;

const SAME_WHEN_EQUAL = ['title', 'kind', 'direction', 'start', 'target', 'unit', 'currency', 'weight', 'ownerId'] as const;
const changeOf = (item: ProposedValues, row: KeyResultRow | undefined): ProposedKeyResult['Change'] =>
  !row ? 'added' : SAME_WHEN_EQUAL.every((f) => item[f] === row[f]) ? 'unchanged' : 'changed';

/** The proposal as answered: each proposed key result marked against the goal's list now, and those it removes. */
async function answer(
  w: ViewerWork,
  edit: { id: number; state: string },
  items: ProposedValues[],
  live: KeyResultRow[],
): Promise<KeyResultProposal> {
  const byId = new Map(live.map((r) => [r.id, r]));
  const proposed = items.filter((i) => !i.removed);
  const names = await findNames(
    w.tx,
    w.viewer.tenantId,
    proposed.map((i) => i.ownerId),
  );
  return {
    EditId: edit.id,
    State: edit.state === 'review' ? 'review' : 'draft',
    KeyResults: proposed.map((i) => ({
      Id: i.keyResultId,
      ...setUpOf(i, names),
      Change: changeOf(i, i.keyResultId === null ? undefined : byId.get(i.keyResultId)),
    })),
    Removed: items.filter((i) => i.removed).map((i) => ({ Id: i.keyResultId!, Title: i.title })),
  };
}

/** GET /Goal/{goalId}/keyresults/proposal: to everyone who can see the goal (and so its edits), while its edit is open. */
export async function findKeyResultProposal(w: ViewerWork, goalId: number): Promise<KeyResultProposal> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  const proposal = view.openEdit && (await findProposal(w.tx, w.viewer.tenantId, view.openEdit.id));
  if (!view.openEdit || !proposal) throw notFound(NO_PROPOSAL);
  return answer(w, view.openEdit, proposal.items, await findKeyResults(w.tx, w.viewer.tenantId, goalId));
}

const refusePropose = (w: ViewerWork, view: GoalView) => {
  if (view.proposesEdits && view.openEdit?.state === 'review') throw conflict(IN_REVIEW);
  if (!permissionsOn(w, view).Propose) {
    throw forbidden('The owner of an approved goal proposes its key results with its edit; whoever decides for them changes them at once.');
  }
};

/** A problem of the item at `index`, named by its place in the list. */
const inItem = (error: unknown, index: number) =>
  error instanceof AppError && error.errors
    ? new AppError(
        error.code,
        error.message,
        error.errors.map((e) => ({ ...e, Field: `KeyResults.${index}.${e.Field}` })),
      )
    : error;

/** What set-up keeps of a key result, from a key result's values or a proposed one's row. */
const setUpValues = (v: Omit<ProposedValues, 'keyResultId' | 'removed'>) => ({
  title: v.title,
  kind: v.kind,
  direction: v.direction,
  start: v.start,
  target: v.target,
  unit: v.unit,
  currency: v.currency,
  weight: v.weight,
  ownerId: v.ownerId,
});

const proposedOf = (keyResultId: number | null, v: Omit<ProposedValues, 'keyResultId' | 'removed'>, removed = false): ProposedValues => ({
  keyResultId,
  ...setUpValues(v),
  removed,
});

/**
 * Each proposed key result's values as set-up would keep them (a key result with readings keeps its kind), then the
 * goal's key results the list leaves out, marked removed.
 */
async function proposedList(w: ViewerWork, view: GoalView, save: Save, live: KeyResultRow[]): Promise<ProposedValues[]> {
  const byId = new Map(live.map((r) => [r.id, r]));
  const named = save.KeyResults.flatMap((i) => (i.Id ? [i.Id] : []));
  // Another goal's key result, or another company's, is not found here (decision 027).
  if (named.some((id) => !byId.has(id))) throw notFound(KEY_RESULT_NOT_FOUND, 'KeyResults');
  if (new Set(named).size !== named.length) throw badRequest(NOT_ONCE, 'KeyResults');
  const read = await findReadKeyResults(w.tx, w.viewer.tenantId, named);
  const list: ProposedValues[] = [];
  for (const [index, item] of save.KeyResults.entries()) {
    let values: KeyResultValues;
    try {
      values = await valuesOf(w, view, item);
    } catch (error) {
      throw inItem(error, index);
    }
    const row = item.Id ? byId.get(item.Id) : undefined;
    const kept = row ? keptOnChange(row, values, read.has(row.id)) : values;
    if (!kept) throw badRequest(KIND_KEPT, `KeyResults.${index}.Kind`);
    list.push(proposedOf(row?.id ?? null, kept));
  }
  const left = live.filter((r) => !named.includes(r.id));
  return [...list, ...left.map((r) => proposedOf(r.id, r, true))];
}

/**
 * PUT /Goal/{goalId}/keyresults/proposal: the owner's whole new list, kept with the goal's open edit (a new draft edit
 * holding the goal's texts when none is open); the edit is submitted and approved as the texts are.
 */
export async function proposeKeyResults(w: ViewerWork, goalId: number, save: Save): Promise<KeyResultProposal> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  refusePropose(w, view);
  const live = await findKeyResults(w.tx, w.viewer.tenantId, goalId);
  const items = await proposedList(w, view, save, live);
  const edit = await openEditFor(w, view);
  const key = { tenantId: w.viewer.tenantId, goalId, editId: edit.id, createdById: w.viewer.userId };
  await saveProposal(w.tx, key, items, w.now);
  return answer(w, edit, items, live);
}

/** DELETE /Goal/{goalId}/keyresults/proposal: the key results leave the edit; its texts stay proposed. */
export async function withdrawKeyResultProposal(w: ViewerWork, goalId: number): Promise<{ Message: string }> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  refusePropose(w, view);
  const proposal = view.openEdit && (await findProposal(w.tx, w.viewer.tenantId, view.openEdit.id));
  if (!proposal) throw notFound(NO_PROPOSAL);
  await deleteProposal(w.tx, w.viewer.tenantId, proposal.row.id);
  return { Message: 'The proposed key results have been withdrawn.' };
}

/**
 * The manager approved the edit: its proposed list becomes the goal's, in its order. A key result left out is removed
 * (its readings stay history); one added since the proposal by someone who changes the goal at once stays, after them.
 * One of the list removed since, or given readings that fix the kind the proposal changes, refuses the approval (409).
 */
async function applyApproved(w: Work, goal: { id: number }, editId: number): Promise<void> {
  const t = w.actor.tenantId;
  const proposal = await findProposal(w.tx, t, editId);
  if (!proposal) return;
  const items = proposal.items.filter((i) => !i.removed);
  const removed = new Set(proposal.items.flatMap((i) => (i.removed && i.keyResultId !== null ? [i.keyResultId] : [])));
  const locked = await lockGoal(w, goal.id);
  const live = await findKeyResults(w.tx, t, goal.id);
  const byId = new Map(live.map((r) => [r.id, r]));
  const named = items.flatMap((i) => (i.keyResultId === null ? [] : [i.keyResultId]));
  if (named.some((id) => !byId.has(id))) throw conflict(CHANGED_SINCE);
  const read = await findReadKeyResults(w.tx, t, named);
  const result: KeyResultRow[] = [];
  for (const [index, item] of items.entries()) {
    const position = index + 1;
    const values = valuesFrom(item);
    const row = item.keyResultId === null ? undefined : byId.get(item.keyResultId);
    if (!row) {
      result.push(await insertKeyResult(w.tx, t, goal.id, { ...values, position }, w.now));
      continue;
    }
    const kept = keptOnChange(row, values, read.has(row.id));
    if (!kept) throw conflict(CHANGED_SINCE);
    result.push(await updateKeyResult(w.tx, t, row.id, { ...kept, position }, w.now));
  }
  let position = items.length;
  for (const row of live.filter((r) => !named.includes(r.id))) {
    if (removed.has(row.id)) await updateKeyResult(w.tx, t, row.id, { removedAt: w.now }, w.now);
    else result.push(await updateKeyResult(w.tx, t, row.id, { position: ++position }, w.now));
  }
  await keepGoalProgress(w, locked, result);
  await markApplied(w.tx, t, proposal.row.id, w.now);
}

/** A proposed key result's values as a key result keeps them: at its start until a reading says otherwise. */
const valuesFrom = (i: ProposedRow): KeyResultValues => ({
  ...setUpValues(i),
  kind: i.kind as KeyResultValues['kind'],
  direction: i.direction as KeyResultValues['direction'],
  current: i.start,
});

/** What the key results area keeps with a goal's edit, handed to goals' routes by the composition root. */
export const keyResultEditPart: EditPart = { applyApproved };
