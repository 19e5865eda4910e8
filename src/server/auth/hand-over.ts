import type { Deps } from '../deps';
import type { Db } from '../db/client';
import type { Session } from '../../contract/auth';
import { consumeOrFail, withLink } from './account-links';
import { createLinkToken } from './link-queries';
import { startSession } from './session';

/**
 * A sign-in that ended outside the sign-in screen (at the identity provider's callback) hands the screen a one-time
 * code in the address's fragment, never the session's token: the screen trades it for the session within a minute,
 * once (decision 072). Run in the person's tenant.
 */
export const createSignInHandOver = (db: Db, s: { tenantId: number; userId: number; now: Date }): Promise<string> =>
  createLinkToken(db, { tenantId: s.tenantId, userId: s.userId, purpose: 'sso_hand_over', now: s.now });

/** POST /Auth/sso/session: the code for the session a password sign-in answers; a used, expired or unknown code is 400. */
export const redeemSignInHandOver = (deps: Deps, code: string): Promise<Session> =>
  withLink(deps, code, 'sso_hand_over', async (tx, link) => {
    await consumeOrFail(tx, link, deps.now());
    return startSession(tx, deps, link.tenantId, link.userId);
  });
