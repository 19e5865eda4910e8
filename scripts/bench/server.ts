import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export type Server = { url: string; pid: number; stop: () => Promise<void> };

// Children still running when the bench exits (also on failure) are killed by run.ts through this.
const running = new Set<ChildProcess>();
export const killAllServers = () => {
  for (const child of running) child.kill('SIGKILL');
};

export const SERVER_COMMAND = ['--import', 'tsx', 'src/server/main.ts'];

export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRELLIS_DEMO: 'on',
    LOGIN_RATE_LIMIT: '100000',
    // A bench's check-ins come from one person, far above a person at work.
    CHECKIN_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    // Always embedded PGlite, never a server or mail relay from the caller's environment.
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: '',
  };
}

/** A loopback port from `from` upward that nothing listens on. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}–${from + 99}`);
}

/** Spawns the server and resolves once /api/health answers 200, with the milliseconds that took. */
export async function startServer(dataDir: string, port: number, timeoutMs = 60_000): Promise<{ server: Server; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_COMMAND, {
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  child.once('exit', () => running.delete(child));

  const url = `http://127.0.0.1:${port}`;
  const server: Server = { url, pid: child.pid!, stop: () => stopChild(child, exited) };
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  while (performance.now() - started < timeoutMs) {
    if (gone) throw new Error(`The server exited (${gone}) before it was healthy:\n${output}`);
    if (await healthy(url)) return { server, startMs: performance.now() - started };
    await sleep(25);
  }
  await server.stop();
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s:\n${output}`);
}

/** True once the server answers its health check. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<string>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // PGlite flushes its data directory on a clean stop; give it time before forcing.
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function residentMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
