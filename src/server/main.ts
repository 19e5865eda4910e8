import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './demo/seed';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, startJobs: true });
  const demo = config.demo ? await seedDemoIfEmpty(database.db, config, new Date()) : null;
  await app.listen({ port: config.port, host: config.host });
  // Plain lines for the person who just typed `npm start`; the structured log carries the rest.
  console.info(`\nTrellis is ready at ${config.publicUrl} (${database.kind}, started in ${Date.now() - startedAt} ms)`);
  if (demo) console.info(`${demo}\n`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Configuration errors are one clear line; anything else is a start-up failure worth its stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Trellis could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
