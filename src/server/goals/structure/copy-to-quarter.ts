import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { GoalCopyAnswer, GoalCopyRequest, GoalSave } from '../../../contract/goals';
import { COPY_REFUSED, copyOrder, copyRefusal, parentCandidates } from '../../../domain/goals/copy-rules';
import { periods } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { PERIOD_NOT_FOUND } from '../../periods';
import { GOAL_NOT_FOUND } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { createGoal } from '../save/create-goal';
import { goalPeriodChoices } from '../save/goal-input';
import type { ViewerWork } from '../viewer';
import type { CopyPart, GoalCopy } from './copy-parts';
import { findContinuationViews, findDescendantViews, findGoalViews, setContinuedFrom } from './copy-queries';

type Input = z.output<typeof GoalCopyRequest>;
type Refusal = { goalId: number; index: number; message: string };

/**
 * All or nothing: one error a refused goal, naming it (Field: its place in GoalIds; GoalId: its id). 400, or 404 when
 * a goal is not found: an id the caller cannot see, another company's above all, reads as one of no goal at all, as
 * on every route (decision 027).
 */
export class CopyRefused extends AppError {
  constructor(readonly refusals: Refusal[]) {
    super(
      refusals.some((r) => r.message === GOAL_NOT_FOUND) ? 'not_found' : 'bad_request',
      COPY_REFUSED,
      refusals.map((r) => ({ Field: `GoalIds.${r.index}`, Message: r.message, GoalId: r.goalId })),
    );
  }
}

/**
 * Copy to next quarter (decision 073): each selected goal, and with WithChildren the goals aligned below it that the
 * caller may see and copy, becomes a draft of its owner in the target quarter, with its wording, privacy and key
 * results, aligned to its parent's copy or a continuation of its parent there, linked to its source. A selected goal
 * that cannot be copied refuses the whole request; a goal below that cannot is left out. The sources do not change.
 */
export async function copyToQuarter(w: ViewerWork, input: Input, parts: readonly CopyPart[]): Promise<GoalCopyAnswer> {
  const { tx, viewer } = w;
  const target = await findTarget(w, input.ToPeriodId);
  const requested = [...new Set(input.GoalIds)];
  const selected = new Map((await findGoalViews(tx, viewer, requested)).filter((v) => v.visible).map((v) => [v.row.id, v]));
  const below = input.WithChildren ? comingAlong(await findDescendantViews(tx, viewer, [...selected.keys()]), selected) : [];
  const sources = new Map([...selected, ...below.map((v) => [v.row.id, v] as const)]);
  const parentIds = [...sources.values()].map((v) => v.row.parentId).filter((id): id is number => id !== null);
  const continuations = continuationsOf(await findContinuationViews(tx, viewer, [...sources.keys(), ...parentIds], target.id));

  const refusals: Refusal[] = [];
  const refuse = (goalId: number, message: string) => {
    if (selected.has(goalId)) refusals.push({ goalId, index: input.GoalIds.indexOf(goalId), message });
    sources.delete(goalId);
  };
  for (const id of requested)
    if (!selected.has(id)) refusals.push({ goalId: id, index: input.GoalIds.indexOf(id), message: GOAL_NOT_FOUND });
  for (const v of sources.values()) {
    const refusal = copyRefusal({
      source: v.period,
      target,
      targetOpen: target.open,
      ownerDeactivated: v.owner.deactivatedAt !== null,
      continuedThere: continuations.has(v.row.id),
    });
    if (refusal) refuse(v.row.id, refusal);
  }

  const copies = new Map<number, number>();
  const order = copyOrder(
    [...sources.values()].map((v) => ({ id: v.row.id, parentId: v.row.parentId })),
    requested,
  );
  for (const id of order) {
    const source = sources.get(id)!;
    const candidates = parentCandidates({ parentId: source.row.parentId, copies, continuations });
    const made = await createCopy(w, source, target.id, candidates);
    if (typeof made === 'string') refuse(id, made);
    else copies.set(id, made);
  }
  if (refusals.length) throw new CopyRefused(refusals.sort((a, b) => a.index - b.index));

  const made: GoalCopy[] = order
    .filter((id) => copies.has(id))
    .map((id) => ({ fromGoalId: id, toGoalId: copies.get(id)!, ownerId: sources.get(id)!.row.ownerId }));
  for (const part of parts) await part.copyToGoals(w, made, { keyResultValues: input.KeyResultValues });
  return { GoalIds: made.map((c) => c.toGoalId) };
}

/** The target quarter: 404 unless the company has it; open when goals may be set there (as creating a goal). */
async function findTarget(w: ViewerWork, periodId: number) {
  const [row] = await w.tx
    .select({ id: periods.id, index: periods.index })
    .from(periods)
    .where(and(eq(periods.tenantId, w.viewer.tenantId), eq(periods.id, periodId)));
  if (!row) throw notFound(PERIOD_NOT_FOUND, 'ToPeriodId');
  const open = (await goalPeriodChoices(w.tx, w.viewer)).some((p) => p.id === periodId);
  return { ...row, open };
}

/**
 * The goals below the selected ones that come along: visible to the caller and not shelved, reached through goals
 * that are; a goal the caller cannot see (or a shelved one) ends the walk on its branch.
 */
function comingAlong(descendants: GoalView[], selected: ReadonlyMap<number, GoalView>): GoalView[] {
  const byParent = new Map<number, GoalView[]>();
  for (const v of descendants) {
    if (v.row.parentId !== null) byParent.set(v.row.parentId, [...(byParent.get(v.row.parentId) ?? []), v]);
  }
  const along: GoalView[] = [];
  const seen = new Set(selected.keys());
  const walk = (parentId: number) => {
    for (const child of byParent.get(parentId) ?? []) {
      if (seen.has(child.row.id) || !child.visible || child.state === 'shelved') continue;
      seen.add(child.row.id);
      along.push(child);
      walk(child.row.id);
    }
  };
  for (const id of selected.keys()) walk(id);
  return along;
}

/** The visible goals of the target quarter by the goal each continues. */
function continuationsOf(views: GoalView[]): Map<number, number[]> {
  const by = new Map<number, number[]>();
  for (const v of views) {
    if (!v.visible || v.row.continuedFromId === null) continue;
    by.set(v.row.continuedFromId, [...(by.get(v.row.continuedFromId) ?? []), v.row.id]);
  }
  return by;
}

/**
 * Creates the copy as creating a goal does (its rules, its history, its event), aligned to the first candidate the
 * create rules accept, else to none; answers the new goal's id, or why it cannot be created. The create rules check
 * everything before they write, so a refused attempt leaves nothing behind.
 */
async function createCopy(w: ViewerWork, source: GoalView, periodId: number, candidates: number[]): Promise<number | string> {
  const save = (parentId: number | null): GoalSave => ({
    Title: source.row.title,
    Measurement: source.row.measurement,
    Description: source.row.description,
    ReportingMemo: source.row.reportingMemo,
    IsPrivate: source.row.hidden,
    OwnerId: source.row.ownerId,
    PeriodId: periodId,
    ParentId: parentId,
    IsDraft: true,
    IsFromEdit: false,
  });
  const tries = [...candidates, null];
  for (const [i, parentId] of tries.entries()) {
    try {
      const copy = await createGoal(w, save(parentId));
      await setContinuedFrom(w.tx, w.viewer.tenantId, copy.row.id, source.row.id);
      return copy.row.id;
    } catch (error) {
      // A refusal names its field, or is the create rule's 403; anything else (the new goal not found) is no refusal.
      const refusal = error instanceof AppError && (error.errors?.length || error.code === 'forbidden' || error.code === 'bad_request');
      if (!refusal) throw error;
      const aboutParent = error.errors?.some((e) => e.Field === 'ParentId') ?? false;
      if (!aboutParent || i === tries.length - 1) return error.message;
    }
  }
  return GOAL_NOT_FOUND;
}
