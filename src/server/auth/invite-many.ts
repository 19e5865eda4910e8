import { nextTurn } from '../db/next-turn';
import { sameTenant } from '../db/tenant-filter';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import { invitationMail } from './invitations';
import { languageOfUser } from '../texts';
import { createLinkTokens } from './link-queries';
import { tenantUrl } from './links';

const inviters = alias(users, 'inviter');

/**
 * sendInvitation for many people of one company at once (an organisation import): their links made a few hundred a
 * statement, then one mail each. Earlier invitation links of these people stop working.
 */
export async function sendInvitations(db: Db, deps: Pick<Deps, 'config' | 'mailer' | 'now'>, tenantId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`tenant ${tenantId} not found`);
  const tokens = await createLinkTokens(db, { tenantId, userIds, purpose: 'invitation', now: deps.now() });
  let sent = 0;
  for (let i = 0; i < userIds.length; i += 500) {
    const people = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        unconfirmedEmail: users.unconfirmedEmail,
        language: users.language,
        inviterName: inviters.name,
      })
      .from(users)
      .leftJoin(inviters, and(sameTenant(inviters.tenantId, users.tenantId, tenantId), eq(inviters.id, users.invitedById)))
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds.slice(i, i + 500))));
    for (const p of people) {
      const link = tenantUrl(deps.config, tenant.subdomain, `/v3/invitation/${tokens.get(p.id)!}`);
      const mail = invitationMail({
        name: p.name,
        inviterName: p.inviterName,
        companyName: tenant.name,
        language: languageOfUser(p, tenant),
      });
      await deps.mailer.send(db, tenantId, { to: p.unconfirmedEmail ?? p.email, subject: mail.subject, text: mail.text(link), link });
      if (++sent % 100 === 0) await nextTurn();
    }
  }
}
