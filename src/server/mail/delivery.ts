import type { Db } from '../db/client';
import { deferMail, forgetSentMail, takeDueMail, type QueuedMail } from './mail-queue';

/** Hands one mail to the SMTP server; throws when it is refused or the server cannot be reached. */
export type SendOverSmtp = (mail: QueuedMail) => Promise<void>;

export type MailDelivery = {
  /** Looks for due mail soon (after a change that queued some has had time to commit). */
  kick: () => void;
  /** Sends every mail due now, in batches; answers how many were sent. */
  flush: () => Promise<number>;
  stop: () => Promise<void>;
};

const BATCH = 20;
const KICK_DELAY_MS = 50;

/** After the n-th failure: a minute, doubling, at most an hour. Mail is never given up on; each failure is logged. */
export const retryDelayMs = (failures: number): number => Math.min(60_000 * 2 ** Math.max(failures - 1, 0), 3_600_000);

/**
 * Sends the mail queue (mail-queue.ts) over SMTP: every `intervalMs`, and soon after a kick. One pass at a time; a
 * pass takes due mail in batches until none is left, sends each outside any transaction (an SMTP conversation must
 * not hold a database connection, and PGlite has only one), forgets what was accepted and defers what was not.
 */
export function startMailDelivery(db: Db, send: SendOverSmtp, o: { intervalMs: number; warn: (message: string) => void }): MailDelivery {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const pass = async (): Promise<number> => {
    let sent = 0;
    for (let batch = await takeDueMail(db, BATCH); batch.length > 0; batch = stopped ? [] : await takeDueMail(db, BATCH)) {
      for (const mail of batch) {
        try {
          await send(mail);
          await forgetSentMail(db, mail);
          sent++;
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          o.warn(`[mail] "${mail.subject}" to ${mail.to} not sent (attempt ${mail.attempts + 1}): ${text}`);
          await deferMail(db, mail, text, retryDelayMs(mail.attempts + 1));
        }
      }
    }
    return sent;
  };
  const flush = (): Promise<number> => {
    if (running) {
      again = true; // mail queued during this pass may have been committed after its last look
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        o.warn(`[mail] delivery failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void flush();
        }
      });
    return running;
  };

  const timer = setInterval(() => void flush(), o.intervalMs);
  timer.unref();
  let kicked: NodeJS.Timeout | undefined;
  return {
    kick: () => {
      if (stopped || kicked) return;
      kicked = setTimeout(() => {
        kicked = undefined;
        void flush();
      }, KICK_DELAY_MS);
      kicked.unref();
    },
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(kicked);
      await running;
    },
  };
}
