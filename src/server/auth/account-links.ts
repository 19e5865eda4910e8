import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { badRequest, conflict } from '../errors';
import { findUser, findUserByEmail, findUserWithTenant } from './user-queries';
import { updateAccount } from './account-writes';
import { isStrongPassword, WEAK_PASSWORD_MESSAGE } from '../../domain/password-strength';
import type { InvitationCheckResponse, Session } from '../../contract/auth';
import { consumeLink, findLiveLink } from './link-queries';
import { mailLink } from './links';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './session-queries';
import { startSession } from './session';
import type { LinkPurpose } from './tokens';
import type { PasswordRule } from './sign-in';
import { resolveTenant } from '../tenants';
import { textsIn } from '../texts';
import { acceptedLanguages, personLanguage } from '../../domain/languages';

export const LINK_EXPIRED = 'This link has expired or was already used.';
export const INSTRUCTIONS_SENT = 'If that address belongs to an account, we have sent instructions to it.';

const MAILS = {
  reset: { purpose: 'reset', path: '/v3/resetpassword/', subject: 'reset.subject', intro: 'reset.intro' },
  unlock: { purpose: 'unlock', path: '/v3/login/unlock/', subject: 'unlock.subject', intro: 'unlock.intro' },
} as const;

/**
 * Forgot password and unlock instructions: mails a link when the address belongs to an active
 * account, and answers the same either way so nobody learns which addresses exist. The mail speaks the account's
 * language, else the browser's that asked (the sign-in screens follow it), else the company's.
 */
export async function sendAccountInstructions(
  deps: Deps,
  r: { kind: 'reset' | 'unlock'; email: string; domain: string | undefined; host: string | undefined; acceptLanguage?: string },
): Promise<void> {
  const db = deps.database.db;
  const tenant = await resolveTenant(db, {
    domain: r.domain,
    host: r.host,
    defaultTenant: deps.config.defaultTenant,
  });
  if (!tenant || tenant.deactivatedAt) return;
  const mail = MAILS[r.kind];
  await withTenant(db, tenant.id, async (tx) => {
    const user = await findUserByEmail(tx, tenant.id, r.email);
    if (!user || user.deactivatedAt || !user.passwordHash) return;
    const t = textsIn(personLanguage(user.language, acceptedLanguages(r.acceptLanguage), tenant.defaultLanguage), 'mail');
    await mailLink(tx, deps, {
      tenantId: tenant.id,
      subdomain: tenant.subdomain,
      userId: user.id,
      purpose: mail.purpose,
      path: mail.path,
      to: user.email,
      subject: t(mail.subject),
      text: (link) => [t('greeting', { name: user.name }), '', t(mail.intro), '', link, '', t('notYou')].join('\n'),
    });
  });
}

/** Finds a live link and runs `work` in its tenant; an unknown, used or expired link is a 400. */
export async function withLink<T>(
  deps: Deps,
  token: string,
  purpose: LinkPurpose,
  work: (tx: Db, link: { id: number; tenantId: number; userId: number }) => Promise<T>,
): Promise<T> {
  const link = await findLiveLink(deps.database.db, token, purpose, deps.now());
  if (!link) throw badRequest(LINK_EXPIRED, 'Token');
  return withTenant(deps.database.db, link.tenantId, async (tx) => {
    const found = await findUserWithTenant(tx, link.tenantId, link.userId);
    if (!found || found.tenant.deactivatedAt || found.user.deactivatedAt) throw badRequest(LINK_EXPIRED, 'Token');
    return work(tx, link);
  });
}

export async function consumeOrFail(tx: Db, link: { tenantId: number; id: number }, now: Date) {
  if (!(await consumeLink(tx, link, now))) throw badRequest(LINK_EXPIRED, 'Token');
}

function requireStrong(password: string) {
  if (!isStrongPassword(password)) throw badRequest(WEAK_PASSWORD_MESSAGE, 'Password');
}

export const checkResetLink = (deps: Deps, token: string) => withLink(deps, token, 'reset', async () => undefined);

export async function resetPassword(deps: Deps, { token, password }: { token: string; password: string }): Promise<void> {
  requireStrong(password);
  const passwordHash = await hashPassword(password);
  await withLink(deps, token, 'reset', async (tx, link) => {
    const now = deps.now();
    await consumeOrFail(tx, link, now);
    await updateAccount(tx, link.tenantId, link.userId, { passwordHash, failedSignIns: 0, lockedAt: null });
    await revokeUserSessions(tx, link.tenantId, link.userId, now);
  });
}

/** Opening the unlock link is the unlock: it clears the lock and the failure count. */
export const unlockAccount = (deps: Deps, token: string) =>
  withLink(deps, token, 'unlock', async (tx, link) => {
    await consumeOrFail(tx, link, deps.now());
    await updateAccount(tx, link.tenantId, link.userId, { failedSignIns: 0, lockedAt: null });
  });

export const checkInvitation = (deps: Deps, token: string): Promise<InvitationCheckResponse> =>
  withLink(deps, token, 'invitation', async (tx, link) => {
    const user = (await findUser(tx, link.tenantId, link.userId))!;
    const inviter = user.invitedById ? await findUser(tx, link.tenantId, user.invitedById) : null;
    return { Name: user.name, InvitedBy: inviter?.name ?? '' };
  });

/**
 * Accepting an invitation sets the password, confirms the address and signs the new user in. A company that closed
 * password sign-in (`passwordRule`, decision 072) refuses the password, and the link stays for later: the new user
 * signs in through the company's provider.
 */
export async function acceptInvitation(
  deps: Deps,
  { token, password }: { token: string; password: string },
  passwordRule?: PasswordRule,
): Promise<Session> {
  requireStrong(password);
  const passwordHash = await hashPassword(password);
  return withLink(deps, token, 'invitation', async (tx, link) => {
    const closed = passwordRule && (await passwordRule(tx, link.tenantId, await findUser(tx, link.tenantId, link.userId)));
    if (closed) throw badRequest(closed, 'Password');
    const now = deps.now();
    await consumeOrFail(tx, link, now);
    await updateAccount(tx, link.tenantId, link.userId, {
      passwordHash,
      invitationAcceptedAt: now,
      emailActivatedAt: now,
    });
    return startSession(tx, deps, link.tenantId, link.userId);
  });
}

/** Confirms a changed email address: the unconfirmed address becomes the sign-in address. */
export const confirmEmail = (deps: Deps, token: string) =>
  withLink(deps, token, 'confirm_email', async (tx, link) => {
    const now = deps.now();
    const user = (await findUser(tx, link.tenantId, link.userId))!;
    await consumeOrFail(tx, link, now);
    const email = user.unconfirmedEmail ?? user.email;
    const holder = await findUserByEmail(tx, link.tenantId, email);
    if (holder && holder.id !== user.id) throw conflict('Another account already uses this email address.');
    await updateAccount(tx, link.tenantId, user.id, { email, unconfirmedEmail: null, emailActivatedAt: now });
  });
