import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { findUser, findUserWithTenant } from './user-queries';
import { mailLink } from './links';

/** Mails a user their invitation link (valid 7 days); an earlier invitation link stops working. */
export async function sendInvitation(db: Db, deps: Pick<Deps, 'config' | 'mailer' | 'now'>, tenantId: number, userId: number) {
  const found = await findUserWithTenant(db, tenantId, userId);
  if (!found) throw new Error(`user ${userId} not found`);
  const { tenant, user } = found;
  const inviter = user.invitedById ? await findUser(db, tenantId, user.invitedById) : null;
  await mailLink(db, deps, {
    tenantId,
    subdomain: tenant.subdomain,
    userId,
    purpose: 'invitation',
    path: '/v3/invitation/',
    to: user.unconfirmedEmail ?? user.email,
    ...invitationMail({ name: user.name, inviterName: inviter?.name ?? null, companyName: tenant.name }),
  });
}

/** The invitation's subject and text (one wording for single invitations and many at once). */
export const invitationMail = (p: { name: string; inviterName: string | null; companyName: string }) => ({
  subject: `${p.inviterName ?? p.companyName} invited you to Trellis`,
  text: (link: string) =>
    `Hello ${p.name},\n\n${p.inviterName ?? 'Your company'} invited you to ${p.companyName} on Trellis, where your team sets and tracks its goals.\nTo accept, open this link within 7 days and choose a password:\n\n${link}`,
});

/** Mails a link that confirms a changed email address. */
export async function sendEmailConfirmation(db: Db, deps: Pick<Deps, 'config' | 'mailer' | 'now'>, tenantId: number, userId: number) {
  const found = await findUserWithTenant(db, tenantId, userId);
  const { tenant, user } = found ?? {};
  if (!tenant || !user?.unconfirmedEmail) throw new Error(`user ${userId} has no address to confirm`);
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
