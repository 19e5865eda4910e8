import type { Deps } from '../app';
import { inSequence, type Db } from '../db/client';
import { findUser } from '../people/queries';
import { getTenant } from '../tenants/queries';
import { mailLink } from './links';

/** Mails a user their invitation link (valid 7 days); an earlier invitation link stops working. */
export async function sendInvitation(
  db: Db,
  deps: Pick<Deps, 'config' | 'mailer' | 'now'>,
  tenantId: number,
  userId: number,
) {
  const [tenant, user] = await inSequence(
    () => getTenant(db, tenantId),
    () => findUser(db, tenantId, userId),
  );
  if (!user) throw new Error(`user ${userId} not found`);
  const inviter = user.invitedById ? await findUser(db, tenantId, user.invitedById) : null;
  await mailLink(db, deps, {
    tenantId,
    subdomain: tenant.subdomain,
    userId,
    purpose: 'invitation',
    path: '/v3/invitation/',
    to: user.unconfirmedEmail ?? user.email,
    subject: `${inviter?.name ?? tenant.name} invited you to Trellis`,
    text: (link) =>
      `Hello ${user.name},\n\n${inviter?.name ?? 'Your company'} invited you to ${tenant.name} on Trellis, where your team sets and tracks its goals.\nTo accept, open this link within 7 days and choose a password:\n\n${link}`,
  });
}

/** Mails a link that confirms a changed email address. */
export async function sendEmailConfirmation(
  db: Db,
  deps: Pick<Deps, 'config' | 'mailer' | 'now'>,
  tenantId: number,
  userId: number,
) {
  const [tenant, user] = await inSequence(
    () => getTenant(db, tenantId),
    () => findUser(db, tenantId, userId),
  );
  if (!user?.unconfirmedEmail) throw new Error(`user ${userId} has no address to confirm`);
  await mailLink(db, deps, {
    tenantId,
    subdomain: tenant.subdomain,
    userId,
    purpose: 'confirm_email',
    path: '/v3/confirmemail/',
    to: user.unconfirmedEmail,
    subject: 'Confirm your new email address',
    text: (link) =>
      `Hello ${user.name},\n\nTo make ${user.unconfirmedEmail} the address of your Trellis account, open this link:\n\n${link}`,
  });
}
