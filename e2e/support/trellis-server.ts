import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const START_TIMEOUT_MS = 180_000;

export type TrellisServer = { url: string; lines: string[]; stop: () => Promise<void> };

/**
 * A second Trellis with an environment of its own (instance settings the shared server does not have), on a fresh
 * data directory with the demo company; the web app is the one global setup built. Its log lines are kept.
 */
export async function startTrellis(port: number, env: Record<string, string>): Promise<TrellisServer> {
  const tmp = process.env.E2E_TMP_DIR;
  if (!tmp) throw new Error('playwright.config.ts sets E2E_TMP_DIR');
  const url = `http://localhost:${port}`;
  const lines: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmp, `data-${port}-`)),
      TRELLIS_DEMO: 'on',
      LOGIN_RATE_LIMIT: '1000',
      // The specs of a worker share its company's people; the download budget is the API suite's to test.
      REPORT_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: server.stdout }).on('line', (line) => lines.push(line));
  let exited = false;
  server.once('exit', () => (exited = true));

  const stop = async () => {
    if (exited) return;
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!exited) server.kill('SIGKILL');
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited) throw new Error(`The server on port ${port} exited during start-up:\n${lines.join('\n')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on port ${port} did not start within ${START_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, lines, stop };
}
