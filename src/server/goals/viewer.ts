import type { FastifyRequest } from 'fastify';
import type { Deps } from '../app';
import { inSequence, type Db } from '../db/client';
import { actorFrom } from '../http/access-control';
import { inTenant, type Work } from '../http/unit-of-work';
import type { Actor } from '../http/access';
import { findDescendantIds, findUser } from '../people/queries';
import { findCurrentPeriod } from '../periods/service';
import { getTenant } from '../tenants/queries';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import type { Period } from '../../contract/periods';

/** Who is looking, with what a goal request needs to know about them; loaded once per request. */
export type Viewer = Actor & {
  parentId: number | null;
  descendants: Set<number>;
  /** Admins see private goals: org, goal and HR admins. */
  isAdmin: boolean;
  today: string;
  period: Period | null;
  goalType: 'SMART' | 'OKR' | 'ObjectiveResult';
};

export async function loadViewer(tx: Db, actor: Actor, now: Date): Promise<Viewer> {
  const [user, tenant, descendants] = await inSequence(
    () => findUser(tx, actor.tenantId, actor.userId),
    () => getTenant(tx, actor.tenantId),
    () => findDescendantIds(tx, actor.tenantId, actor.userId),
  );
  const schedule = { id: tenant.id, effectiveDate: tenant.effectiveDate, timeZone: tenant.timeZone };
  return {
    ...actor,
    parentId: user?.parentId ?? null,
    descendants: new Set(descendants),
    isAdmin: actor.isOrgAdmin || actor.isGoalAdmin || actor.isHrAdmin,
    today: todayIn(ianaOf(tenant.timeZone), now),
    period: await findCurrentPeriod(tx, schedule, now),
    goalType: tenant.goalType as Viewer['goalType'],
  };
}

/** Runs a goal request's work in its tenant's transaction, with the viewer loaded. */
export const asViewer = <T>(
  deps: Deps,
  req: FastifyRequest,
  work: (w: Work, viewer: Viewer) => Promise<T>,
): Promise<T> => inTenant(deps, actorFrom(req), async (w) => work(w, await loadViewer(w.tx, w.actor, w.now)));
