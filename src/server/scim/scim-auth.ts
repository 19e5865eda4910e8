import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Deps } from '../deps';
import { withTenant } from '../db/tenant-context';
import type { Actor } from '../http/access';
import { tokenOf } from '../http/access-control';
import { findPersonActor, readTenantToken } from '../auth';
import { isCompanyAdmin } from '../../domain/askers';
import { ScimProblem } from '../../domain/scim/problem';
import { findLiveToken, touchToken } from './token-queries';

/** Who calls /scim/v2: the company the token names, the token, and the person it acts for (decision 071). */
export type ScimCaller = { actor: Actor; tokenId: number; tokenName: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    scim: ScimCaller | null;
  }
}

const refused = () => new ScimProblem(401, null, 'A valid SCIM bearer token is required.');

/**
 * The SCIM routes' authentication, instead of a session: `Authorization: Bearer <tenantId>.<secret>`. The company is
 * the token's, whatever the host; the token must be in use and its creator still an active CEO or org admin.
 */
export const scimAuthentication = (deps: Deps) =>
  async function authenticate(req: FastifyRequest): Promise<void> {
    const token = tokenOf(req);
    const key = token ? readTenantToken(token) : null;
    if (!key) throw refused();
    const caller = await withTenant(deps.database.db, key.tenantId, async (tx): Promise<ScimCaller | null> => {
      const found = await findLiveToken(tx, key);
      const actor = found && (await findPersonActor(tx, key.tenantId, found.createdById));
      if (!found || !actor || !isCompanyAdmin(actor)) return null;
      await touchToken(tx, key.tenantId, found.id, deps.now());
      return { actor, tokenId: found.id, tokenName: found.name };
    });
    if (!caller) throw refused();
    req.scim = caller;
  };

/** SCIM calls a minute per token (per address for a call without one): a provider's sync, not a script's flood. */
export const perToken = (max: number): RateLimitOptions => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (req) => {
    const token = tokenOf(req);
    const key = token ? readTenantToken(token) : null;
    return key ? `scim:${key.tenantId}:${key.tokenHash}` : `scim:${req.ip}`;
  },
});
