import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { withTenant } from '../db/tenant-context';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { composeDigest } from './digest-mail';
import { languageOfUser } from '../texts';
import type { NotifiedObjectType } from '../../contract/notifications';
import { tenantUrl } from '../auth';

export type DigestDeps = { db: Db; mailer: Mailer; config: Config };

// One run mails at most this many people and this many notifications each; the rest wait for the next run.
const PEOPLE_PER_RUN = 500;
const ITEMS_PER_MAIL = 500;

/**
 * Mails every person with notifications waiting one digest of them, and marks them mailed. Safe with
 * several instances: each person's waiting rows are claimed with FOR UPDATE SKIP LOCKED inside the
 * transaction that sends (or, without SMTP, stores) the mail, so two instances never mail the same rows.
 * A failed send rolls the claim back; the rows wait for the next run.
 */
export async function flushDigests(deps: DigestDeps, now: Date): Promise<{ mails: number; notifications: number }> {
  // System read across tenants (the partial index holds only waiting rows); each person is then mailed as their tenant.
  const people = await queryRows<{ tenant_id: number; user_id: number }>(
    deps.db,
    sql`SELECT DISTINCT tenant_id, user_id FROM notifications WHERE mail_pending ORDER BY tenant_id, user_id LIMIT ${PEOPLE_PER_RUN}`,
  );
  let mails = 0;
  let notifications = 0;
  for (const p of people) {
    const sent = await mailOne(deps, Number(p.tenant_id), Number(p.user_id), now);
    mails += sent.mailed ? 1 : 0;
    notifications += sent.count;
  }
  return { mails, notifications };
}

type WaitingRow = { id: number; subject: string; body: string; object_type: NotifiedObjectType; object_id: number; goal_id: number | null };
type PersonRow = {
  name: string;
  email: string;
  email_notifications: boolean;
  deactivated: boolean;
  accepted: boolean;
  subdomain: string;
  language: string | null;
  default_language: string;
};

async function mailOne(deps: DigestDeps, tenantId: number, userId: number, now: Date): Promise<{ mailed: boolean; count: number }> {
  return withTenant(deps.db, tenantId, async (tx) => {
    const waiting = await queryRows<WaitingRow>(
      tx,
      sql`SELECT id, subject, body, object_type, object_id, goal_id FROM notifications
          WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND mail_pending
          ORDER BY id LIMIT ${ITEMS_PER_MAIL} FOR UPDATE SKIP LOCKED`,
    );
    if (waiting.length === 0) return { mailed: false, count: 0 };
    const [person] = await queryRows<PersonRow>(
      tx,
      sql`SELECT u.name, u.email, u.email_notifications, (u.deactivated_at IS NOT NULL) AS deactivated,
                 (u.invitation_accepted_at IS NOT NULL) AS accepted, t.subdomain,
                 u.language, t.default_language
          FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.tenant_id = ${tenantId} AND u.id = ${userId}`,
    );
    // Turned mails off (or left) since these were made: they stay in the app, unmailed.
    const wanted = !!person && person.email_notifications && !person.deactivated && person.accepted;
    if (wanted) {
      const mail = composeDigest(
        person,
        waiting.map((n) => ({
          subject: n.subject,
          body: n.body,
          objectType: n.object_type,
          objectId: Number(n.object_id),
          goalId: n.goal_id === null ? null : Number(n.goal_id),
        })),
        (path) => tenantUrl(deps.config, person.subdomain, path),
        languageOfUser(person, { defaultLanguage: person.default_language }),
      );
      await deps.mailer.send(tx, tenantId, { to: person.email, subject: mail.subject, text: mail.text, link: mail.link });
    }
    await tx.execute(
      sql`UPDATE notifications SET mail_pending = false, mailed_at = ${wanted ? now.toISOString() : null}::timestamptz
          WHERE tenant_id = ${tenantId} AND id = ANY(${sql.param(waiting.map((n) => Number(n.id)))}::bigint[])`,
    );
    return { mailed: wanted, count: waiting.length };
  });
}

export type DigestJob = { stop: () => Promise<void> };

/** Runs flushDigests every `intervalMs`, never two runs at once in this process. */
export function startDigestJob(
  deps: DigestDeps,
  opts: { intervalMs: number; now: () => Date; warn: (message: string) => void },
): DigestJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = flushDigests(deps, opts.now())
      .then(() => undefined)
      .catch((error: unknown) => opts.warn(`[mail] notification digest failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
