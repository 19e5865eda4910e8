import pg from 'pg';

/** One statement on the PostgreSQL server of `serverUrl`, on a connection of its own (CREATE and DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database `name` on the server of `serverUrl` (the bench's and the browser suite's own, never `test`, `root`
 * or `postgres`): its address, and the statement that drops it.
 */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<{ url: string; dropStatement: string }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), dropStatement: `DROP DATABASE IF EXISTS ${name} WITH (FORCE)` };
}
