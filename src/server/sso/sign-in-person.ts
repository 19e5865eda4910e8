import type { Db } from '../db/client';
import { recordAudit } from '../audit';
import { createSignInHandOver, findUser, findUserByEmail } from '../auth';
import { addSignedInPerson } from '../people';
import { decideSignIn, emailVerifiedIn, personNameOf, type SsoRefusal } from '../../domain/sso/sign-in-rules';
import { findIdentity, insertIdentity, isLinkedElsewhere, touchIdentity, type SsoConnectionRow } from './queries';

export type ProviderPerson = { issuer: string; subject: string; claims: Record<string, unknown> };

/** Where the sign-in goes: the person's one-time hand-over code, or why it was refused. */
export type SignInOutcome = { kind: 'signed-in'; code: string } | { kind: 'refused'; reason: SsoRefusal };

/**
 * Finds, links or creates the person the provider vouched for, in the company the sign-in's state named (never one
 * the token names), and writes every step to the audit log. Run in that company's transaction.
 */
export async function signInPerson(tx: Db, c: SsoConnectionRow, p: ProviderPerson, now: Date): Promise<SignInOutcome> {
  const tenantId = c.tenantId;
  const email = typeof p.claims.email === 'string' ? p.claims.email.trim() : null;
  const identity = await findIdentity(tx, tenantId, p.issuer, p.subject);
  const linked = identity ? await findUser(tx, tenantId, identity.userId) : null;
  const byEmail = !linked && email ? await findUserByEmail(tx, tenantId, email) : null;
  const decision = decideSignIn({
    linked: linked && { id: linked.id, deactivated: linked.deactivatedAt !== null },
    byEmail: byEmail && {
      id: byEmail.id,
      deactivated: byEmail.deactivatedAt !== null,
      linkedElsewhere: await isLinkedElsewhere(tx, tenantId, byEmail.id, p.issuer, p.subject),
    },
    email,
    emailVerified: emailVerifiedIn(p.claims),
    domains: c.domains,
    createAccounts: c.createAccounts,
  });
  const audit = (action: 'sso.signin' | 'sso.linked' | 'sso.created' | 'sso.refused', userId: number | null, extra: object = {}) =>
    recordAudit(tx, {
      tenantId,
      // A refusal of someone without an account has no actor of its own: it is logged under whoever set up the connection.
      actorId: userId ?? c.updatedById,
      action,
      subjectUserId: userId,
      before: {},
      after: { SsoProvider: c.providerName, Email: email, ...extra },
      at: now,
    });

  if (decision.kind === 'refuse') {
    await audit('sso.refused', decision.userId ?? null, { Reason: decision.reason });
    return { kind: 'refused', reason: decision.reason };
  }
  let userId: number;
  if (decision.kind === 'sign-in') {
    userId = decision.userId;
    await touchIdentity(tx, tenantId, identity!.id, now);
  } else {
    if (decision.kind === 'create') {
      userId = (await addSignedInPerson(tx, tenantId, { name: personNameOf(p.claims, decision.email), email: decision.email }, now)).UserId;
      await audit('sso.created', userId);
    } else {
      userId = decision.userId;
    }
    await insertIdentity(tx, { tenantId, userId, issuer: p.issuer, subject: p.subject, now });
    await audit('sso.linked', userId);
  }
  await audit('sso.signin', userId);
  return { kind: 'signed-in', code: await createSignInHandOver(tx, { tenantId, userId, now }) };
}
