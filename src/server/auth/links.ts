import type { Config } from '../config';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { createLinkToken } from './link-queries';
import type { LinkPurpose } from './tokens';

/** The address of a tenant's page: the public URL for the default tenant, a subdomain of its host otherwise. */
export function tenantUrl(config: Config, subdomain: string, path: string): string {
  const base = new URL(config.publicUrl);
  if (subdomain.toLowerCase() !== config.defaultTenant) base.hostname = `${subdomain}.${base.hostname}`;
  return `${base.origin}${path}`;
}

export type LinkMail = {
  tenantId: number;
  subdomain: string;
  userId: number;
  purpose: LinkPurpose;
  /** The page the link opens, ending in '/': the token follows. */
  path: string;
  to: string;
  subject: string;
  text: (link: string) => string;
};

/** Creates a single-use link for the user and mails it; the one way every account mail is sent. */
export async function mailLink(db: Db, deps: Pick<Deps, 'config' | 'mailer' | 'now'>, m: LinkMail): Promise<void> {
  const token = await createLinkToken(db, { tenantId: m.tenantId, userId: m.userId, purpose: m.purpose, now: deps.now() });
  const link = tenantUrl(deps.config, m.subdomain, `${m.path}${token}`);
  await deps.mailer.send(db, m.tenantId, { to: m.to, subject: m.subject, text: m.text(link), link });
}
