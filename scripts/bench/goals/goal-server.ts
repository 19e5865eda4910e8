import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_COMMAND, sleep, healthy } from '../server';

export type BenchServer = { url: string; pid: number; startMs: number; stop: () => Promise<void> };

// Servers still running when the bench exits (also on failure) are killed through this.
const running = new Set<ChildProcess>();
export const killGoalServers = () => {
  for (const child of running) child.kill('SIGKILL');
};

/** Spawns `src/server/main.ts` on `port` with the database of `databaseEnv`; resolves once /api/health answers. */
export async function startBenchServer(databaseEnv: Record<string, string>, port: number, timeoutMs = 120_000): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_COMMAND, {
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRELLIS_DEMO: 'off',
      LOGIN_RATE_LIMIT: '100000',
      // A bench's check-ins come from one person, far above a person at work.
      CHECKIN_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let gone: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = signal ? `signal ${signal}` : `code ${code}`;
      running.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    // PGlite flushes its data directory on a clean stop; give it time before forcing.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (gone) throw new Error(`The server exited (${gone}) before it was healthy:\n${output}`);
    if (await healthy(url)) {
      const startMs = performance.now() - started;
      // Another process on the port answers the health check too; ours then exits with EADDRINUSE.
      await sleep(500);
      if (gone) throw new Error(`The server exited (${gone}); is port ${port} taken by another process?\n${output}`);
      return { url, pid: child.pid!, startMs, stop };
    }
    await sleep(50);
  }
  await stop();
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s:\n${output}`);
}
