import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerUrl } from './company';

export const mailLogPath = (): string => {
  const tmp = process.env.E2E_TMP_DIR;
  if (!tmp) throw new Error('E2E_TMP_DIR is not set; run the specs through playwright.config.ts');
  return join(tmp, 'mail.log');
};

/**
 * The newest link mailed to `to` whose path starts with `pathPrefix`, waiting a little for it to arrive. Every
 * worker's company has the same people: only links to this worker's company (its address) count.
 */
export async function latestMailedLink(to: string, pathPrefix: string, timeoutMs = 10_000): Promise<string> {
  const origin = workerUrl();
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`\\bto ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (https?://\\S+)`);
  for (;;) {
    const lines = existsSync(mailLogPath()) ? readFileSync(mailLogPath(), 'utf8').split('\n') : [];
    const link = lines
      .map((line) => pattern.exec(line)?.[1])
      .filter((url): url is string => url !== undefined && new URL(url).origin === origin && new URL(url).pathname.startsWith(pathPrefix))
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${pathPrefix} link arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
