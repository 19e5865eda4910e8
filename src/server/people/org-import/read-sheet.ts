import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../errors';
import { headerProblems, IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn, type SheetRow } from '../../../domain/people/import-rules';
import { checkZip } from '../../uploads/check-zip';
import { ImportRefused } from './import-refused';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const ONLY_XLSX_OR_CSV = 'Upload the filled template as an Excel workbook (.xlsx) or a CSV file (.csv).';

export type ImportFile = { bytes: Buffer; filename: string };

const ZIP = Buffer.from('504b0304', 'hex');
const notASheet = (message = ONLY_XLSX_OR_CSV) => new AppError('unsupported_media_type', message, [{ Field: 'file', Message: message }]);

/**
 * The data rows of an uploaded template: an xlsx known by its content (a zip), or a csv known by its name and
 * holding text. Rows are numbered as a spreadsheet shows them (the header is 1); empty rows are left out.
 */
export async function readImportRows(file: ImportFile): Promise<SheetRow[]> {
  const table = file.bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(file.bytes) : await readCsv(file);
  const [header = [], ...rest] = table;
  const missing = headerProblems(header);
  if (missing.length > 0) throw new ImportRefused(missing);
  const at = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const rows: SheetRow[] = [];
  rest.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const byColumn = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, cells[at.get(c.toLowerCase())!] ?? ''])) as Record<
      ImportColumn,
      string
    >;
    rows.push({ row: i + 2, cells: byColumn });
  });
  if (rows.length === 0) throw badRequest('The file has no people in it; fill in a row under the header.', 'file');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`The file has more than ${MAX_IMPORT_ROWS} people; import it in parts.`, 'file');
  return rows;
}

// A filled template of 5,000 people unpacks to a few megabytes; a file unpacking to far more is refused before exceljs
// unpacks it in memory (a zip of a few kilobytes can unpack to gigabytes, whatever its headers claim).
export const IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const IMPORT_MAX_ENTRIES = 1_000;
export const UNPACKS_TOO_LARGE = 'The workbook is too large once unpacked; save only the People sheet as a new .xlsx.';

/** The first sheet as text, row by row (row 1 first; rows the sheet skips come back empty). */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const zip = await checkZip(bytes, { maxEntries: IMPORT_MAX_ENTRIES, maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES });
  if (zip === 'unreadable') throw notASheet('The file is not a readable Excel workbook; save it again as .xlsx.');
  if (zip === 'too_large') {
    throw new AppError('payload_too_large', UNPACKS_TOO_LARGE, [{ Field: 'file', Message: UNPACKS_TOO_LARGE }]);
  }
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notASheet('The file is not a readable Excel workbook; save it again as .xlsx.');
  }
  const sheet = book.worksheets[0];
  const table: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    // The displayed text: an email Excel turned into a link reads as its text, a formula as its result.
    row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cell.text ?? ''));
    table[row.number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(table, (r) => r ?? []);
}

async function readCsv(file: ImportFile): Promise<string[][]> {
  const binary = (await fileTypeFromBuffer(file.bytes)) !== undefined || file.bytes.includes(0);
  if (binary || !/\.csv$/i.test(file.filename.trim())) throw notASheet();
  const text = decode(file.bytes);
  try {
    return parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw badRequest(`The CSV file cannot be read: ${(error as Error).message}`, 'file');
  }
}

// Excel saves "CSV UTF-8" as UTF-8; its plain "CSV" in the system's code page, which for Western Europe is 1252.
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// Excel writes semicolons where the decimal separator is a comma; the header line tells which was used.
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (d: string) => header.split(d).length;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}
