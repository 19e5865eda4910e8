import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

/** What one Lighthouse run of one screen found. */
export type ScreenRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  requests: number;
  scripts: number;
  scriptBytes: number;
};

type Summary = { resourceType: string; requestCount: number; transferSize: number };

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

function runOf(result: Result): ScreenRun {
  const details = result.audits['resource-summary']?.details as { items?: Summary[] } | undefined;
  const row = (type: string) => details?.items?.find((item) => item.resourceType === type);
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcpMs: metric(result, 'largest-contentful-paint'),
    tbtMs: metric(result, 'total-blocking-time'),
    fcpMs: metric(result, 'first-contentful-paint'),
    requests: row('total')?.requestCount ?? 0,
    scripts: row('script')?.requestCount ?? 0,
    scriptBytes: row('script')?.transferSize ?? 0,
  };
}

/**
 * A Chromium that Lighthouse drives over its debugging port. Its one persistent context is the browser's default
 * one, so the session that `signIn` stores is the one the Lighthouse tab reads.
 */
export class LighthouseBrowser {
  private constructor(
    private readonly context: BrowserContext,
    private readonly port: number,
    private readonly profile: string,
  ) {}

  static async launch(port: number, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
    const profile = mkdtempSync(join(tmpdir(), 'trellis-lighthouse-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    return new LighthouseBrowser(context, port, profile);
  }

  /** Stores the session as the web app does (src/web/shared/auth-token.ts), or clears it with `token` null. */
  async signIn(origin: string, token: string | null): Promise<void> {
    const page = await this.context.newPage();
    await page.goto(`${origin}/api/health`);
    // Script text, not a function: tsx's helpers do not exist in the page.
    await page.evaluate(
      token === null
        ? 'localStorage.clear()'
        : `localStorage.setItem('auth_token', ${JSON.stringify(token)}); localStorage.setItem('auth_token_at', String(Date.now()))`,
    );
    // A cold load each time: the session stays, the scripts come over the wire again.
    const cdp = await this.context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  }

  /**
   * One Lighthouse navigation: desktop preset, no throttling, storage kept (it holds the session). On a busy machine
   * the trace now and then misses the navigation's start (NO_NAVSTART); such a run is made again.
   */
  async audit(url: string, attempts = 3): Promise<ScreenRun> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.auditOnce(url);
      } catch (error) {
        if (attempt >= attempts) throw error;
        console.warn(`Lighthouse on ${url} failed (${error instanceof Error ? error.message : String(error)}); again`);
      }
    }
  }

  private async auditOnce(url: string): Promise<ScreenRun> {
    const flags: Flags = {
      port: this.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      throttlingMethod: 'provided',
    };
    const result = await lighthouse(url, flags, desktopConfig);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return runOf(result.lhr);
  }

  async close(): Promise<void> {
    await this.context.close();
    rmSync(this.profile, { recursive: true, force: true });
  }
}
