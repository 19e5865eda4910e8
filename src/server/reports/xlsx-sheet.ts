import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileText, fileValue } from '../../domain/file-text';
import { nextTurn } from '../db/next-turn';

/** One column of a report sheet: its header, width in characters, the typed value of a row, and a number format. */
export type SheetColumn<T> = {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
  numFmt?: string;
};

// The characters a header cell's filter button covers.
const FILTER_BUTTON = 3;

// Rows written between two turns of the event loop, so that a sheet of 50,000 rows never stalls other requests.
const ROWS_PER_TURN = 1000;

/**
 * A one-sheet xlsx through exceljs's streaming writer: a bold, frozen, filterable header row and typed cells (a
 * Date stays a date, a number a number). Each row is committed as soon as it is written, so the sheet itself does not
 * grow with its rows; the rows (read whole in the transaction, written after it commits) and the compressed file are held.
 */
export async function writeSheet<T>(opts: {
  sheetName: string;
  columns: SheetColumn<T>[];
  rows: readonly T[];
  created: Date;
  /** Widen each column to its header and the filter button beside it (for headers longer than the widths were made for). */
  fitHeaders?: boolean;
}): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Trellis';
  book.created = opts.created;
  // Sheet names are at most 31 characters and may not hold []:*?/\.
  const sheet = book.addWorksheet(
    fileText(opts.sheetName)
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31),
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  const widthOf = (c: SheetColumn<T>) => (opts.fitHeaders ? Math.max(c.width, c.header.length + FILTER_BUTTON) : c.width);
  sheet.columns = opts.columns.map((c, i) => ({ key: String(i), width: widthOf(c), ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: opts.columns.length } };
  const header = sheet.addRow(opts.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for (const [i, row] of opts.rows.entries()) {
    sheet.addRow(opts.columns.map((c) => fileValue(c.value(row)))).commit();
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}
