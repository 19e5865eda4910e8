import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrateDatabase } from './migrate';
import { makeDataDirPrivate } from './private-data-dir';

/** Opens the configured database (locking a PGlite data directory) and applies migrations. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await migrateDatabase(database);
    return database;
  }
  makeDataDirPrivate(config.dataDir);
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    await migrateDatabase(database);
    makeDataDirPrivate(config.dataDir);
    return {
      ...database,
      close: async () => {
        await database.close();
        makeDataDirPrivate(config.dataDir);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
