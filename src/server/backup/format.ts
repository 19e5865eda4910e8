import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import { Transform, type TransformCallback } from 'node:stream';

export const FORMAT = 'trellis-backup';
export const FORMAT_VERSION = 1;

/** The first line of a file: what it holds and the migration level its rows were written at. */
export type Header = {
  format: typeof FORMAT;
  version: number;
  kind: 'instance' | 'company';
  migration: { level: number; name: string };
  createdAt: string;
  /** A company file: the subdomain it had. */
  subdomain?: string;
};

/** Then, for each table in dependency order: this line, then `rows` lines of one row (a JSON object) each. */
export type TableHeader = { table: string; columns: string[]; rows: number };
/** The last line: a file cut short has none. */
export type Trailer = { end: true; tables: number };

/** Gzipped JSON lines, written with back-pressure. */
export function openWriter(path: string) {
  const gzip = createGzip();
  const file = createWriteStream(path);
  gzip.pipe(file);
  return {
    async line(text: string) {
      if (!gzip.write(`${text}\n`)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end();
      await finished(file);
    },
  };
}

/**
 * What a file may unpack to, counted as it unpacks: the longest row a company can have (a 10 MB file as hex is 20 MB)
 * with room to spare, and a thousand times the packed size (rows of JSON pack some ten times; a gzip bomb a thousand).
 */
export const UNPACK_LIMITS = { maxLineBytes: 64 * 1024 * 1024, ratio: 1_000, floorBytes: 256 * 1024 * 1024 };

/** The file's lines, one at a time, unparsed (a row line goes to the database as it is). */
export async function* readLines(path: string, limits = UNPACK_LIMITS): AsyncGenerator<string> {
  const maxBytes = Math.max(limits.floorBytes, statSync(path).size * limits.ratio);
  const input = createReadStream(path).pipe(createGunzip()).pipe(unpackLimit(maxBytes, limits.maxLineBytes));
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield line;
}

/** Passes the unpacked bytes on while counting them, and fails at the first byte over either limit. */
function unpackLimit(maxBytes: number, maxLineBytes: number) {
  let total = 0;
  let line = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      total += chunk.length;
      const lastBreak = chunk.lastIndexOf(0x0a);
      line = lastBreak === -1 ? line + chunk.length : chunk.length - lastBreak - 1;
      if (total > maxBytes) return done(new Error(`The file unpacks to more than ${maxBytes} bytes: it is damaged or not a backup.`));
      if (line > maxLineBytes) return done(new Error(`The file has a line over ${maxLineBytes} bytes: it is damaged or not a backup.`));
      done(null, chunk);
    },
  });
}

/** Reads the header, table headers and row lines in turn, checking the shape as it goes. */
export class BackupReader {
  private readonly lines: AsyncGenerator<string>;
  constructor(path: string) {
    this.lines = readLines(path);
  }

  private async next(what: string): Promise<string> {
    const { value, done } = await this.lines.next();
    if (done) throw new Error(`The file ends before ${what}: it is incomplete.`);
    return value;
  }

  async header(): Promise<Header> {
    let header: Partial<Header>;
    try {
      header = JSON.parse(await this.next('its header')) as Partial<Header>;
    } catch {
      throw new Error('This is not a Trellis backup file.');
    }
    if (header.format !== FORMAT) throw new Error('This is not a Trellis backup file.');
    if (header.version !== FORMAT_VERSION) throw new Error(`The file's format version ${header.version} is not ${FORMAT_VERSION}.`);
    return header as Header;
  }

  /** The next table, or null after the last (the trailer checked). */
  async table(): Promise<TableHeader | null> {
    const parsed = JSON.parse(await this.next('its end')) as Partial<TableHeader & Trailer>;
    if (parsed.end) return null;
    if (typeof parsed.table !== 'string' || !Array.isArray(parsed.columns) || typeof parsed.rows !== 'number') {
      throw new Error('The file is damaged: a table header was expected.');
    }
    return parsed as TableHeader;
  }

  /** The table's rows, `batch` lines at a time. */
  async *rows(table: TableHeader, batch: number, maxChars = 8_000_000): AsyncGenerator<string[]> {
    let lines: string[] = [];
    let chars = 0;
    for (let i = 0; i < table.rows; i++) {
      const line = await this.next(`the rows of ${table.table}`);
      lines.push(line);
      chars += line.length;
      if (lines.length >= batch || chars >= maxChars) {
        yield lines;
        lines = [];
        chars = 0;
      }
    }
    if (lines.length > 0) yield lines;
  }

  async close() {
    await this.lines.return(undefined);
  }
}
