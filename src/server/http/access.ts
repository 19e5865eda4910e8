import type { Endpoint } from '../../contract/endpoint';
import type { RoleName } from '../../contract/people';
import { isCompanyAdmin, isObserver } from '../../domain/askers';
import type { ViewerFacts } from '../../domain/people/permissions';
import type { HeldTransaction } from '../db/tenant-context';

export type Actor = {
  tenantId: number;
  userId: number;
  sessionId: number;
  roleName: RoleName;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
  isHrAdmin: boolean;
  /** The strategy delegate, the spec's 'strategy person' (decision 031). */
  isDelegate: boolean;
  /** Read in the same statement as the session, so that a goal request need not ask again. */
  parentId: number | null;
  /** The person's own language, if they chose one; the company's default is the tenant's (which the reader's language reads). */
  language: string | null;
  tenant: { effectiveDate: string; timeZone: string; goalType: string; defaultLanguage: string };
  ceo: { Id: number; Name: string } | null;
};

/** A named rule of who may call a route; the name shows in the route table and in 403 logs. */
export type Guard = { name: string; allows: (actor: Actor) => boolean };

/**
 * What every /api route must declare in `config.access`. 'scimToken': a /scim/v2 route, which a company's SCIM bearer
 * token opens instead of a session (the scim area's own check, decision 071).
 */
export type Access = 'public' | 'signedIn' | 'scimToken' | Guard;

export const guard = (name: string, allows: (actor: Actor) => boolean): Guard => ({ name, allows });

export const ceoOrOrgAdmin = guard('ceo or org admin', isCompanyAdmin);
/** Observers stand outside the hierarchy: no goals of their own, no appraisals (spec 001 §6). */
export const notObserver = guard('not an observer', (a) => !isObserver(a));

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
    /** The contract's endpoint the route was registered from (http/route.ts). */
    endpoint?: Endpoint;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    actor: Actor | null;
    /** The tenant transaction the session look-up opened, held for the request's work (access-control.ts). */
    held: HeldTransaction | null;
  }
}

/** The actor as the people rules (domain/people/permissions) read a viewer. */
export const viewerFacts = (a: Actor): ViewerFacts => ({
  Id: a.userId,
  RoleName: a.roleName,
  IsOrgAdmin: a.isOrgAdmin,
  IsGoalAdmin: a.isGoalAdmin,
  IsHrAdmin: a.isHrAdmin,
  IsGoalManager: a.isGoalManager,
});
