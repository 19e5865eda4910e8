import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { mailQueue } from '../db/schema';

/** A mail as the product writes it; `link` is for the outbox kept without SMTP (and its log line). */
export type Mail = { to: string; subject: string; text: string; link?: string };

/** A queued mail a delivery has taken: it holds it until `HOLD_MS` have passed, then anyone may try it again. */
export type QueuedMail = { tenantId: number; id: number; to: string; subject: string; body: string; attempts: number };

/** Longer than any SMTP conversation: a delivery that died while holding mail lets it go after this. */
export const HOLD_MS = 5 * 60_000;

/** Queues a mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(db: Db, tenantId: number, mail: Mail): Promise<void> {
  await db.insert(mailQueue).values({ tenantId, to: mail.to, subject: mail.subject, body: mail.text });
}

/**
 * Takes up to `limit` mails that are due, oldest first, for one delivery (system work over every company): they are
 * held for HOLD_MS, and SKIP LOCKED lets two servers on one database take different mails.
 */
export function takeDueMail(db: Db, limit: number): Promise<QueuedMail[]> {
  return queryRows<QueuedMail>(
    db,
    sql`UPDATE mail_queue q SET due_at = now() + ${`${HOLD_MS} milliseconds`}::interval
      FROM (SELECT tenant_id, id FROM mail_queue WHERE due_at <= now() ORDER BY due_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
      WHERE q.tenant_id = due.tenant_id AND q.id = due.id
      RETURNING q.tenant_id AS "tenantId", q.id, q.to, q.subject, q.body, q.attempts`,
  );
}

/** The server accepted it: nothing more to keep (the body may hold a sign-in link). */
export async function forgetSentMail(db: Db, mail: { tenantId: number; id: number }): Promise<void> {
  await db.execute(sql`DELETE FROM mail_queue WHERE tenant_id = ${mail.tenantId} AND id = ${mail.id}`);
}

/** The server refused it or could not be reached: try again after `retryInMs`. */
export async function deferMail(db: Db, mail: { tenantId: number; id: number }, error: string, retryInMs: number): Promise<void> {
  await db.execute(
    sql`UPDATE mail_queue SET attempts = attempts + 1, last_error = ${error.slice(0, 1024)},
      due_at = now() + ${`${retryInMs} milliseconds`}::interval WHERE tenant_id = ${mail.tenantId} AND id = ${mail.id}`,
  );
}
