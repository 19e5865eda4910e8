import type { FastifyRequest } from 'fastify';
import { type Deps, type PeriodCache } from '../deps';
import type { Db } from '../db/client';
import { inRequest, type Work } from '../http/unit-of-work';
import type { Actor } from '../http/access';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import type { Period } from '../../contract/periods';
import { findCurrentPeriod } from '../periods';

/** Who is looking, with what a goal request needs to know about them; loaded once per request. */
export type Viewer = Actor & {
  /** Admins see private goals: org, goal and HR admins. */
  isAdmin: boolean;
  today: string;
  period: Period | null;
  goalType: 'SMART' | 'OKR' | 'ObjectiveResult';
};

/**
 * The viewer of `actor`; the session look-up brought the person and tenant. Whether a goal's owner is
 * below the viewer is read on the owner's row with the goal (rowIsBelow: each person keeps their ancestors), not
 * as a list of everyone below: for a VP that list is hundreds of rows that a single goal does not need.
 */
export async function loadViewer(tx: Db, actor: Actor, now: Date, periodCache?: PeriodCache): Promise<Viewer> {
  const schedule = { id: actor.tenantId, effectiveDate: actor.tenant.effectiveDate, timeZone: actor.tenant.timeZone };
  return {
    ...actor,
    isAdmin: actor.isOrgAdmin || actor.isGoalAdmin || actor.isHrAdmin,
    today: todayIn(ianaOf(actor.tenant.timeZone), now),
    period: await findCurrentPeriod(tx, schedule, now, periodCache),
    goalType: actor.tenant.goalType as Viewer['goalType'],
  };
}

/** A goal request's Work: the request's transaction, actor and clock, with the viewer loaded on top. */
export type ViewerWork = Work & { viewer: Viewer };

/** Runs a goal request's work in its tenant's transaction, with the viewer loaded. */
export const asViewer = <T>(deps: Deps, req: FastifyRequest, work: (w: ViewerWork) => Promise<T>): Promise<T> =>
  inRequest(deps, req, async (w) => work({ ...w, viewer: await loadViewer(w.tx, w.actor, w.now, deps.periodCache) }));
