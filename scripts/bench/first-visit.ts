/**
 * First visit to the dashboard on a slow link: Chromium's network emulation through CDP (1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms latency, cache disabled), signed in already (the token in local storage), so the
 * figure is what a returning person on a bad connection feels when opening Trellis.
 *
 *   npx tsx scripts/bench/first-visit.ts            # builds dist/web when missing, starts a server on a fresh data dir
 *   npx tsx scripts/bench/first-visit.ts --url http://127.0.0.1:3000 --runs 5
 *   npx tsx scripts/bench/first-visit.ts --shots /tmp/shots   # also the splash at 1440×900 and 390×844
 *
 * Prints, per run and as medians: first paint, first contentful paint, the 'Dashboard' heading visible,
 * and the bytes that came over the wire.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from '../../src/server/demo/accounts';
import { freePort, startServer, type Server } from './server';

export const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
} as const;

export type FirstVisit = { firstPaintMs: number | null; fcpMs: number | null; headingMs: number | null; bytes: number };

// Runs in the page before any of its scripts: each frame, looks for the visible 'Dashboard' heading and
// notes when it first appears (performance.now() counts from the navigation's start).
const WATCH_HEADING = `(() => {
  const look = () => {
    const found = [...document.querySelectorAll('h1,h2,h3,h4,[role=heading]')].some(
      (h) => h.textContent.trim() === 'Dashboard' && h.checkVisibility(),
    );
    if (found) window.__dashboardAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function token(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD, domain: DEMO_SUBDOMAIN }),
  });
  if (!res.ok) throw new Error(`Login answered ${res.status}`);
  return ((await res.json()) as { Token: string }).Token;
}

/** One throttled first visit of /v3/home in a fresh context. */
export async function firstVisit(
  browser: Browser,
  base: string,
  authToken: string,
  opts: { viewport?: { width: number; height: number }; splashShot?: string } = {},
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1440, height: 900 } });
  // Script text, not functions: the page's CSP forbids eval, and tsx's name helpers do not exist in the page.
  await context.addInitScript({
    content: `localStorage.setItem('auth_token', ${JSON.stringify(authToken)});
      localStorage.setItem('auth_token_at', String(Date.now()));
      ${WATCH_HEADING}`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));

  const navigated = page.goto(`${base}/v3/home`, { waitUntil: 'commit', timeout: 120_000 });
  if (opts.splashShot) {
    // The frame index.html shows before any script has come: what the person looks at meanwhile.
    await navigated;
    await page
      .waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { timeout: 60_000 })
      .catch(() => undefined);
    await page.screenshot({ path: opts.splashShot });
  }
  await navigated;
  await page.waitForFunction(() => (window as { __dashboardAt?: number }).__dashboardAt !== undefined, null, {
    timeout: 120_000,
    polling: 100,
  });
  const figures = await page.evaluate(() => ({
    firstPaintMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    headingMs: (window as { __dashboardAt?: number }).__dashboardAt ?? null,
  }));
  await context.close();
  return { ...figures, bytes };
}

const median = (values: (number | null)[]): number | null => {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};
const ms = (x: number | null) => (x === null ? '—' : `${Math.round(x)} ms`);

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const runs = Number(arg('--runs') ?? 3);
  const shots = arg('--shots');
  let base = arg('--url');
  let server: Server | undefined;
  let dataDir: string | undefined;
  if (!base) {
    if (!existsSync('dist/web/index.html')) {
      const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
      if (build.status !== 0) throw new Error('vite build failed');
    }
    dataDir = mkdtempSync(join(tmpdir(), 'trellis-first-visit-'));
    ({ server } = await startServer(dataDir, await freePort(3400), 180_000));
    base = server.url;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const authToken = await token(base, DEMO_ACCOUNTS.ceo);
    // One unmeasured visit warms the server (its first queries plan and cache), not the browser.
    await firstVisit(browser, base, authToken);
    const results: FirstVisit[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await firstVisit(browser, base, authToken);
      results.push(r);
      console.info(
        `run ${i + 1}: first paint ${ms(r.firstPaintMs)}, first contentful paint ${ms(r.fcpMs)}, 'Dashboard' heading ${ms(r.headingMs)}, ${(r.bytes / 1024).toFixed(0)} KiB`,
      );
    }
    console.info(
      `median of ${runs}: first paint ${ms(median(results.map((r) => r.firstPaintMs)))}, first contentful paint ${ms(
        median(results.map((r) => r.fcpMs)),
      )}, 'Dashboard' heading ${ms(median(results.map((r) => r.headingMs)))}, ${(median(results.map((r) => r.bytes))! / 1024).toFixed(0)} KiB`,
    );
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const [name, viewport] of [
        ['1440x900', { width: 1440, height: 900 }],
        ['390x844', { width: 390, height: 844 }],
      ] as const) {
        await firstVisit(browser, base, authToken, { viewport, splashShot: join(shots, `splash-${name}.png`) });
      }
      console.info(`splash screenshots in ${shots}`);
    }
  } finally {
    await browser.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
