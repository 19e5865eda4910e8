import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../domain/people/import-rules';

/** The organisation import's columns, in the template's order. */
export const HEADER = [...IMPORT_COLUMNS];
export type Line = string[];

/** A data line in the template's column order, flags defaulting to empty. */
export const line = (
  name: string,
  email: string,
  role: string,
  manager = '',
  more: Partial<Record<(typeof HEADER)[number], string>> = {},
): Line => HEADER.map((c) => ({ Name: name, Email: email, 'Manager email': manager, Role: role, ...more })[c as string] ?? '');

/** A workbook of one 'People' sheet: the header, then the lines. */
export async function xlsxOf(lines: Line[], header: string[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  sheet.addRow(header);
  for (const l of lines) sheet.addRow(l);
  return Buffer.from(await book.xlsx.writeBuffer());
}
