import { ConfigError, listeningOn, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './demo/seed';
import { warmPdfRenderers } from './http/pdf';

/** How long requests in flight may take to finish once a stop is asked for. */
const STOP_GRACE_MS = 10_000;

/** How long a stop keeps accepting, at most, while connections sent before the signal still arrive. */
const DRAIN_MAX_MS = 3_000;

/**
 * Resolves once two 50 ms timers in a row fire on time and no connection has arrived for 250 ms (at most
 * DRAIN_MAX_MS): the event loop has read what was waiting, and the kernel's queue of connections sent before the
 * signal is empty (closing the listener resets what is still queued there).
 */
async function drained(lastConnectionAt: () => number): Promise<void> {
  const until = Date.now() + DRAIN_MAX_MS;
  for (let onTime = 0; (onTime < 2 || Date.now() - lastConnectionAt() < 250) && Date.now() < until;) {
    const start = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    onTime = Date.now() - start < 70 ? onTime + 1 : 0;
  }
}

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, startJobs: true });
  const demo = config.demo ? await seedDemoIfEmpty(database.db, config, new Date()) : null;
  await app.listen({ port: config.port, host: config.host });
  // A renderer ready before the first PDF is asked for, made beside the first requests rather than in their way.
  warmPdfRenderers().catch((error: unknown) => app.log.warn({ err: error }, 'The PDF renderer could not be warmed'));
  let lastConnectionAt = 0;
  app.server.on('connection', () => void (lastConnectionAt = Date.now()));
  // Plain lines for the person who just typed `npm start`; the structured log carries the rest.
  console.info(`\nTrellis is ready at ${config.publicUrl} (${database.kind}, started in ${Date.now() - startedAt} ms)`);
  console.info(listeningOn(config.host));
  if (demo) console.info(`${demo}\n`);

  // Graceful stop. Fastify's close() (its defaults, kept on purpose: return503OnClosing and
  // forceCloseConnections 'idle') stops accepting, answers a request that arrives on a kept-alive connection
  // with 503 and closes idle connections, and waits for requests in flight; the preClose hook disconnects the
  // live channel's sockets first. A request still running after STOP_GRACE_MS has its connection cut, so a
  // stuck one cannot hold the stop forever. Then the database closes (PGlite writes its files) and we exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    // A second Ctrl-C means now.
    if (stopping) process.exit(1);
    stopping = true;
    console.info(`Trellis is stopping (${signal})…`);
    // Connections the kernel holds for us, or has accepted but whose request this process has not read yet,
    // would be reset by close(); serve on until the event loop keeps time again (PGlite and password hashing
    // can hold it) and connections stop arriving, so what was sent before the signal has been read.
    await drained(() => lastConnectionAt);
    const cut = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
    await database.close();
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    void stop(signal).catch((error: unknown) => {
      console.error('Trellis could not stop cleanly:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  // Configuration errors are one clear line; anything else is a start-up failure worth its stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Trellis could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
