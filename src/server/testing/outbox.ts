import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** The newest link mailed to an address (system read of the outbox). */
export async function lastLinkTo(db: Db, to: string): Promise<string> {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  if (!row?.link) throw new Error(`no mail with a link to ${to}`);
  return row.link;
}

export const tokenOfLink = (link: string) => link.split('/').at(-1)!;

export async function mailCountTo(db: Db, to: string): Promise<number> {
  return (await db.select().from(outbox).where(eq(outbox.to, to))).length;
}

/** The newest mail to an address, its subject and text (system read of the outbox). */
export async function lastMailTo(db: Db, to: string): Promise<{ subject: string; body: string }> {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return { subject: row.subject, body: row.body };
}
