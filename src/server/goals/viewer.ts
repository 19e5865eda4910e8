import type { FastifyRequest } from 'fastify';
import type { Deps } from '../app';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import { unauthorized } from '../errors';
import { actorFrom } from '../http/access-control';
import { inTenant, type Work } from '../http/unit-of-work';
import type { Actor } from '../http/access';
import { findDescendantIds } from '../people/queries';
import { findCurrentPeriod } from '../periods/service';
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
  ceo: { Id: number; Name: string } | null;
};

export async function loadViewer(tx: Db, actor: Actor, now: Date): Promise<Viewer> {
  const [found] = await tx
    .select({
      parentId: users.parentId,
      tenant: tenants,
      ceoId: sql<number | null>`(SELECT c.id FROM users c WHERE c.tenant_id = ${users.tenantId} AND c.role_name = 'ceo')`,
      ceoName: sql<string | null>`(SELECT c.name FROM users c WHERE c.tenant_id = ${users.tenantId} AND c.role_name = 'ceo')`,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, actor.userId)));
  if (!found) throw unauthorized();
  const { tenant } = found;
  const descendants = await findDescendantIds(tx, actor.tenantId, actor.userId);
  const schedule = { id: tenant.id, effectiveDate: tenant.effectiveDate, timeZone: tenant.timeZone };
  return {
    ...actor,
    parentId: found.parentId,
    ceo: found.ceoId === null ? null : { Id: Number(found.ceoId), Name: found.ceoName ?? '' },
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
