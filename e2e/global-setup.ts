import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FullConfig } from '@playwright/test';
import { E2E_PORT as PORT } from '../playwright.config';
import { createScratchDatabase, onServer } from '../src/server/testing/scratch-database';
import { companyOf } from './support/company';
import { mailLogPath } from './support/mail';

const HEALTH_URL = `http://localhost:${PORT}/api/health`;
const START_TIMEOUT_MS = 180_000;

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(HEALTH_URL)).ok;
  } catch {
    return false;
  }
}

const serverEnv = (dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv => ({
  ...process.env,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  PORT: String(PORT),
  PUBLIC_URL: `http://localhost:${PORT}`,
  DATA_DIR: dataDir,
  TRELLIS_DEMO: 'on',
  LOGIN_RATE_LIMIT: '1000',
  REPORT_RATE_LIMIT: '1000',
  // The specs' stand-in for a company's own model listens on loopback, which only the operator may allow.
  AI_COMPANY_PRIVATE_ADDRESSES: 'on',
  // The weekly follow-up looks for companies whose update day has passed once an hour here, not every five minutes: its
  // reminders and summaries would land in the demo companies' notifications in the middle of the specs that count them.
  // weekly-follow-up.spec.ts starts a server of its own that ticks.
  RHYTHM_TICK_INTERVAL: '3600',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  SMTP_URL: '',
  // Sign-ins and new accounts hash with argon2id's smallest parameters (src/server/auth/passwords.ts), as in Vitest.
  TRELLIS_TEST_PASSWORD_HASHING: 'cheap',
});

/**
 * Builds the web app, makes one demo company per worker (e2e/support/company.ts) on a fresh data directory and
 * starts the server on it. The mail lines ("[mail] … <link>") go to a log that the specs read links from, because
 * the outbox's PGlite directory is held by the running server.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (await isUp()) throw new Error(`Port ${PORT} is already serving; stop that server before the e2e run.`);
  const tmp = process.env.E2E_TMP_DIR;
  if (!tmp) throw new Error('playwright.config.ts sets E2E_TMP_DIR');

  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir, { recursive: true });
  const database = await e2eDatabase();
  writeFileSync(mailLogPath(), '');
  const companies = Array.from({ length: Math.max(1, config.workers) }, (_, i) => companyOf(i));
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/support/seed-companies.ts', ...companies], {
    env: serverEnv(dataDir, database?.url),
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`Making the demo companies (${companies.join(', ')}) failed:\n${seed.stdout}`);
  for (const line of seed.stdout.split('\n')) if (line.includes('[mail]')) appendFileSync(mailLogPath(), `${line}\n`);

  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: serverEnv(dataDir, database?.url),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (line.includes('[mail]')) appendFileSync(mailLogPath(), `${line}\n`);
    else if (process.env.E2E_SERVER_LOG === '1') console.log(`[server] ${line}`);
  });
  let exited = false;
  server.once('exit', () => (exited = true));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isUp())) {
    if (exited) throw new Error('The server exited during start-up; see its output above.');
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`The server did not answer ${HEALTH_URL} within ${START_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return async () => {
    await stopServer();
    await database?.drop();
  };

  async function stopServer() {
    if (exited) return;
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!exited) server.kill('SIGKILL');
  }
}

/**
 * E2E_DATABASE_URL (a PostgreSQL server) runs the suite's server on a fresh database there, dropped at the end;
 * without it the server keeps its data in PGlite, as `npm start` does.
 */
async function e2eDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `trellis_e2e_${process.pid}_${Date.now().toString(36)}`;
  const { url, dropStatement } = await createScratchDatabase(serverUrl, name);
  return { url, drop: () => onServer(serverUrl, dropStatement) };
}
