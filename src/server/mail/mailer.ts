import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; link?: string };

export type Mailer = {
  /** Sends the mail (SMTP) or, without SMTP, keeps it in the tenant's outbox and logs the link. */
  send: (db: Db, tenantId: number, mail: Mail) => Promise<void>;
};

export function createMailer(config: Config, log: (line: string) => void = (l) => console.info(l)): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (_db, _tenantId, mail) => {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    send: async (db, tenantId, mail) => {
      await db.insert(outbox).values({ tenantId, to: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null });
      log(`[mail] no SMTP_URL set; kept in outbox: "${mail.subject}" to ${mail.to}${mail.link ? ` ${mail.link}` : ''}`);
    },
  };
}
