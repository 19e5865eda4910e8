import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { findUser, findUserWithTenant } from './user-queries';
import { mailLink } from './links';
import { languageOfUser, textsIn } from '../texts';
import type { Language } from '../../domain/languages';

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
    ...invitationMail({
      name: user.name,
      inviterName: inviter?.name ?? null,
      companyName: tenant.name,
      language: languageOfUser(user, tenant),
    }),
  });
}

/** The invitation's subject and text in the invited person's language (one wording for one invitation and many at once). */
export function invitationMail(p: { name: string; inviterName: string | null; companyName: string; language: Language }) {
  const t = textsIn(p.language, 'mail');
  const inviter = p.inviterName ?? t('invitation.yourCompany');
  return {
    subject: t('invitation.subject', { inviter: p.inviterName ?? p.companyName }),
    text: (link: string) =>
      [t('greeting', { name: p.name }), '', t('invitation.text', { inviter, company: p.companyName }), '', link].join('\n'),
  };
}

/** Mails a link that confirms a changed email address. */
export async function sendEmailConfirmation(db: Db, deps: Pick<Deps, 'config' | 'mailer' | 'now'>, tenantId: number, userId: number) {
  const found = await findUserWithTenant(db, tenantId, userId);
  const { tenant, user } = found ?? {};
  if (!tenant || !user?.unconfirmedEmail) throw new Error(`user ${userId} has no address to confirm`);
  const email = user.unconfirmedEmail;
  const t = textsIn(languageOfUser(user, tenant), 'mail');
  await mailLink(db, deps, {
    tenantId,
    subdomain: tenant.subdomain,
    userId,
    purpose: 'confirm_email',
    path: '/v3/confirmemail/',
    to: email,
    subject: t('confirmEmail.subject'),
    text: (link) => [t('greeting', { name: user.name }), '', t('confirmEmail.text', { email }), '', link].join('\n'),
  });
}
