import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

const journalFile = new URL('../db/migrations/meta/_journal.json', import.meta.url);

/** The migrations this code has, in order. */
export function codeMigrations(): string[] {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** How many migrations the database has applied, and the last one's name. */
export async function migrationLevel(db: Db): Promise<{ level: number; name: string }> {
  const [row] = await queryRows<{ level: number | string }>(db, sql`SELECT count(*)::int AS level FROM drizzle.__drizzle_migrations`);
  const level = Number(row?.level ?? 0);
  return { level, name: codeMigrations()[level - 1] ?? `level ${level}` };
}

/** A file written by newer code has columns this code does not know: refuse it rather than drop them. */
export function checkLevel(file: { level: number; name: string }) {
  const code = codeMigrations();
  if (file.level > code.length) {
    throw new Error(
      `The file was written at migration ${file.level} (${file.name}); this code knows ${code.length} (${code.at(-1)}). Restore it with newer Trellis.`,
    );
  }
}
