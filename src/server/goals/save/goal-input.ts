import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periods } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { GoalView } from '../read/goal-view';
import { loadGoalView } from '../read/goal-access';
import type { Viewer } from '../viewer';
import { findUser } from '../../auth';
import { periodExists, PERIOD_NOT_FOUND } from '../../periods';
import { PERSON_NOT_FOUND } from '../../../domain/askers';

/** What a call naming a person the company does not have is told (404). */

// Goal quarter choices: the current quarter and later, at most five.
export const QUARTER_CHOICES = 5;

export async function checkOwner(tx: Db, viewer: Viewer, ownerId: number) {
  const owner = await findUser(tx, viewer.tenantId, ownerId);
  if (!owner) throw notFound(PERSON_NOT_FOUND, 'OwnerId');
  if (owner.deactivatedAt || owner.roleName === 'observer') throw badRequest('Please select owner!', 'OwnerId');
  return owner;
}

/** The periods a goal may be set in: the current one and the next four. */
export async function goalPeriodChoices(tx: Db, viewer: Viewer) {
  const from = viewer.period?.Index ?? 0;
  return tx
    .select()
    .from(periods)
    .where(and(eq(periods.tenantId, viewer.tenantId), gte(periods.index, from), lte(periods.index, from + QUARTER_CHOICES - 1)))
    .orderBy(asc(periods.index));
}

export async function checkPeriod(tx: Db, viewer: Viewer, periodId: number) {
  const period = (await goalPeriodChoices(tx, viewer)).find((p) => p.id === periodId);
  if (!period && !(await periodExists(tx, viewer.tenantId, periodId))) throw notFound(PERIOD_NOT_FOUND, 'PeriodId');
  if (!period) throw badRequest('Please select quarter! Goals are set for the current quarter or one of the next four.', 'PeriodId');
  return period;
}

/** A parent must be a visible, live goal of the same quarter; shelved goals cannot take children. */
export async function checkParent(tx: Db, viewer: Viewer, parentId: number, periodId: number): Promise<GoalView> {
  const parent = await loadGoalView(tx, viewer, parentId).catch(() => null);
  if (!parent) throw notFound('The parent goal does not exist.', 'ParentId');
  if (parent.state === 'shelved') throw badRequest('A shelved goal cannot be a parent goal.', 'ParentId');
  if (parent.row.periodId !== periodId) throw badRequest('The parent goal must be in the same quarter.', 'ParentId');
  return parent;
}
