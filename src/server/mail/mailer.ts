import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { startMailDelivery, type MailDelivery } from './delivery';
import { enqueueMail, type Mail } from './mail-queue';

export type { Mail } from './mail-queue';
export type { MailDelivery } from './delivery';

export type Mailer = {
  /**
   * Sends the mail once the caller's transaction has committed: with SMTP it is queued in that transaction and the
   * delivery sends it; without SMTP it is kept in the tenant's outbox and its link logged.
   */
  send: (db: Db, tenantId: number, mail: Mail) => Promise<void>;
  /** Starts sending queued mail over SMTP (nothing to do without SMTP); the app stops it when it closes. */
  startDelivery: (db: Db, warn: (message: string) => void) => MailDelivery;
};

// How often queued mail is looked for besides the kick each queued mail gives: mail queued by another process (the
// CLI, a second server) or deferred after a failure.
const DELIVERY_INTERVAL_MS = 5_000;

const idle: MailDelivery = { kick: () => undefined, flush: async () => 0, stop: async () => undefined };

export function createMailer(config: Config, log: (line: string) => void = (l) => console.info(l)): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const deliveries = new Set<MailDelivery>();
    return {
      send: async (db, tenantId, mail) => {
        await enqueueMail(db, tenantId, mail);
        for (const delivery of deliveries) delivery.kick();
      },
      startDelivery: (db, warn) => {
        const delivery = startMailDelivery(
          db,
          async (m) => {
            await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.body });
          },
          { intervalMs: DELIVERY_INTERVAL_MS, warn },
        );
        deliveries.add(delivery);
        return {
          ...delivery,
          stop: async () => {
            deliveries.delete(delivery);
            await delivery.stop();
          },
        };
      },
    };
  }
  return {
    send: async (db, tenantId, mail) => {
      await db.insert(outbox).values({ tenantId, to: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null });
      log(`[mail] no SMTP_URL set; kept in outbox: "${mail.subject}" to ${mail.to}${mail.link ? ` ${mail.link}` : ''}`);
    },
    startDelivery: () => idle,
  };
}
