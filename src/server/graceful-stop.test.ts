import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { createTenant } from './people/create-tenant';
import { connectLive, type LiveClient } from './live/live-client';

// The real server in its own process on embedded PGlite: SIGTERM while requests are in flight.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'Sup3r$ecret!';
const REQUESTS = 12;

let dataDir: string;
let child: ChildProcess;
let output = '';
let url: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trellis-stop-'));
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, TRELLIS_DEMO: 'off' }));
  await createTenant(
    database.db,
    { subdomain: 'acme', name: 'Acme', ceoName: 'Ada', ceoEmail: 'ada@acme.test', password: PASSWORD },
    new Date(),
  );
  await database.close();

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRELLIS_DEMO: 'off',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was healthy:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy within 60 s:\n${output}`);
}, 120_000);

afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = () =>
  fetch(`${url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'ada@acme.test', password: PASSWORD, domain: 'acme' }),
  });

describe('SIGTERM', () => {
  it('answers every request in flight, disconnects live sockets, and exits 0', async () => {
    const token = ((await (await signIn()).json()) as { Token: string }).Token;
    const socket: LiveClient = await connectLive(url, token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // Sign-ins hash a password (tens of milliseconds each, a few at a time): once the first is answered, the
    // others are on the server, in flight, when the signal arrives.
    const answers = Array.from({ length: REQUESTS }, () =>
      signIn().then(
        async (res) => {
          const body = (await res.json()) as { Token?: string; Message?: string };
          return { status: res.status, complete: typeof body.Token === 'string', ...(body.Message ? { message: body.Message } : {}) };
        },
        (error: unknown) => ({ status: 0, complete: false, error: String((error as { cause?: unknown }).cause ?? error) }),
      ),
    );
    await Promise.race(answers);
    const signalled = Date.now();
    child.kill('SIGTERM');

    const settled = await Promise.all(answers);
    const code = await exited;
    // Each one answered in full: signed in, or (reaching the router after the stop began) 503 with Connection:
    // close; none reset or left without an answer.
    for (const answer of settled)
      expect(
        [
          { status: 200, complete: true },
          { status: 503, complete: false },
        ],
        output,
      ).toContainEqual(answer);
    expect(settled.filter((a) => a.status === 200).length, output).toBeGreaterThan(0);
    expect(await disconnected).toBe('io server disconnect');
    expect(code, output).toBe(0);
    // Within the 10 s grace (a kept-alive connection can hold the stop until then), plus the time to exit.
    expect(Date.now() - signalled).toBeLessThan(12_000);
    socket.close();
  }, 60_000);
});
