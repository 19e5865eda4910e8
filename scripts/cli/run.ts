import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { USAGE } from './usage';

export type Flags = Record<string, string | boolean | (string | boolean)[] | undefined>;
export type Context = { config: Config; now: Date; db: () => Promise<Db> };

export type Command = {
  name: string;
  options: NonNullable<ParseArgsConfig['options']>;
  required: string[];
  run: (flags: Flags, ctx: Context) => Promise<unknown>;
};

/** The flag's text, or undefined when absent. */
export const text = (flags: Flags, name: string) => {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Runs one command: its JSON result is the last line on stdout (exit 0); any failure is one line on
 * stderr (exit 1). The database opens only when the command needs it, after its input is checked.
 */
export async function runCli(argv: string[], commands: Command[]): Promise<number> {
  const [first, second] = argv;
  if (first === undefined || ['help', '--help', '-h'].includes(first)) {
    console.log(USAGE);
    return 0;
  }
  const command = commands.find((c) => c.name === `${first} ${second}`) ?? commands.find((c) => c.name === first);
  if (!command) {
    console.error(
      `Unknown command "${argv
        .slice(0, 2)
        .filter((a) => !a.startsWith('-'))
        .join(' ')}"; run "npm run cli -- help" for the commands.`,
    );
    return 1;
  }
  let database: Database | undefined;
  try {
    const args = argv.slice(command.name.split(' ').length);
    const { values } = parseArgs({ args, options: command.options, strict: true, allowPositionals: false });
    const missing = command.required.filter((name) => values[name] === undefined);
    if (missing.length > 0) throw new Error(`Missing ${missing.map((name) => `--${name}`).join(', ')}.`);
    const config = loadConfig(process.env);
    const db = async () => (database ??= await openConfiguredDatabase(config)).db;
    const result = await command.run(values, { config, now: new Date(), db });
    console.log(JSON.stringify(result));
    return 0;
  } catch (error) {
    console.error(reasonOf(error));
    return 1;
  } finally {
    await database?.close();
  }
}

// ceoEmail -> --ceo-email, isOrgAdmin -> --org-admin: name the flag the user typed.
const flagOf = (key: string) => `--${key.replace(/^is(?=[A-Z])/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** One line that says what went wrong, in the words of the schema or service that refused. */
export function reasonOf(error: unknown): string {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const key = issue?.path[0];
    return typeof key === 'string' ? `${issue?.message} (${flagOf(key)})` : (issue?.message ?? 'Invalid input.');
  }
  if (!(error instanceof Error)) return String(error);
  // A failed query's message holds the SQL and its parameters; its cause says what went wrong.
  const root = error.message.startsWith('Failed query') && error.cause instanceof Error ? error.cause : error;
  return root.message.replace(/\s*\n\s*/g, ' ').trim();
}
