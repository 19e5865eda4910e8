import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { copiedValues, type KeyResultValues } from '../../domain/goals/copy-rules';
import { keyResults } from '../db/schema';
import type { CopyPart, GoalCopy } from '../goals';
import type { Work } from '../http/unit-of-work';
import { findPerson } from '../people';
import { insertKeyResult, KEY_RESULTS_PER_GOAL, type KeyResultRow } from './key-result-queries';
import { keepGoalProgress, lockGoal } from './key-result-service';

/**
 * A goal copied to a later quarter takes its key results (decision 073): each with its title, kind, direction,
 * target, unit, currency, weight, owner and place; `reset` from its start value, `carry` at its current value, which
 * becomes the copy's start. No check-in comes along. A key result whose owner no longer works in the company goes to
 * the goal's owner, who then checks in on it. The source's key results are only read.
 */
async function copyToGoals(w: Work, copies: readonly GoalCopy[], { keyResultValues }: { keyResultValues: KeyResultValues }) {
  if (!copies.length) return;
  const tenantId = w.actor.tenantId;
  const rows = await w.tx
    .select()
    .from(keyResults)
    .where(
      and(
        eq(keyResults.tenantId, tenantId),
        inArray(
          keyResults.goalId,
          copies.map((c) => c.fromGoalId),
        ),
        isNull(keyResults.removedAt),
      ),
    )
    .orderBy(asc(keyResults.goalId), asc(keyResults.position), asc(keyResults.id));
  const atWork = await ownersAtWork(w, rows);
  for (const copy of copies) {
    const ofGoal = rows.filter((r) => r.goalId === copy.fromGoalId).slice(0, KEY_RESULTS_PER_GOAL);
    if (!ofGoal.length) continue;
    const locked = await lockGoal(w, copy.toGoalId);
    const added: KeyResultRow[] = [];
    for (const r of ofGoal) {
      const values = {
        title: r.title,
        kind: r.kind,
        direction: r.direction,
        target: r.target,
        unit: r.unit,
        currency: r.currency,
        weight: r.weight,
        ownerId: atWork.has(r.ownerId) ? r.ownerId : copy.ownerId,
        position: r.position,
        ...copiedValues(r, keyResultValues),
      };
      added.push(await insertKeyResult(w.tx, tenantId, copy.toGoalId, values, w.now));
    }
    await keepGoalProgress(w, locked, added);
  }
}

/** The key results' owners who still work in the company: active, not observers. */
async function ownersAtWork(w: Work, rows: readonly KeyResultRow[]): Promise<Set<number>> {
  const atWork = new Set<number>();
  for (const id of new Set(rows.map((r) => r.ownerId))) {
    const person = await findPerson(w.tx, w.actor.tenantId, id);
    if (person && !person.deactivatedAt && person.roleName !== 'observer') atWork.add(id);
  }
  return atWork;
}

/** What the key results area copies with a goal to a later quarter, handed to goals' routes by the composition root. */
export const keyResultCopyPart: CopyPart = { copyToGoals };
