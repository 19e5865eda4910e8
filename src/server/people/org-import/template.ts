import ExcelJS from 'exceljs';
import { FLAG_COLUMNS, IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn } from '../../../domain/people/import-rules';

export const IMPORT_TEMPLATE_NAME = 'Organisation Import Template';

const WIDTHS: Record<ImportColumn, number> = {
  Name: 28,
  Email: 34,
  'Job title': 26,
  Department: 20,
  'Manager email': 34,
  Role: 14,
  'Org admin': 11,
  'Goal admin': 11,
  'Goal manager': 13,
  'HR admin': 11,
};

const GUIDE: [string, string][] = [
  ['Name', 'Required; at most 255 characters.'],
  ['Email', 'Required, once per file. Someone the company already has (same email) is updated; anyone else is added and invited by email.'],
  ['Job title, Department', 'Optional; at most 255 characters. Left empty, they are cleared.'],
  [
    'Manager email',
    'Someone in this file or already in the company who is a manager (or the CEO). Empty: the person reports to the CEO. Observers have no manager.',
  ],
  ['Role', 'Manager, Contributor or Observer. Contributors and observers have nobody reporting to them. The CEO is not imported.'],
  ['Org admin, Goal admin, Goal manager, HR admin', 'Yes or No (empty is No). Not both Goal admin and Goal manager; observers have none.'],
  [
    'Checks',
    'Every row is checked first; if any row has a problem, nothing is imported and each problem is listed with its row and column.',
  ],
];

// exceljs keeps range validations (one rule for a whole column, not one per cell) in a field its types leave out.
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } }).dataValidations;

/** GET /report/importtemplate/xlsx: the People sheet to fill (frozen header, lists for Role and the flags) and a How to fill sheet. */
export async function getImportTemplateWorkbook(now: Date): Promise<{ bytes: Buffer; name: string }> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Trellis';
  book.created = now;
  const sheet = book.addWorksheet('People', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: WIDTHS[c] }));
  sheet.getRow(1).font = { bold: true };
  const last = MAX_IMPORT_ROWS + 1;
  const list = (column: ImportColumn, values: string) => {
    const letter = sheet.getColumn(column).letter;
    validations(sheet).add(`${letter}2:${letter}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values}"`],
      showErrorMessage: true,
      errorTitle: column,
      error: `Choose one of ${values.replaceAll(',', ', ')}.`,
    });
  };
  list('Role', 'Manager,Contributor,Observer');
  for (const flag of FLAG_COLUMNS) list(flag, 'Yes,No');

  const guide = book.addWorksheet('How to fill');
  guide.columns = [{ width: 42 }, { width: 110 }];
  guide.addRow(['Column', 'What to write']).font = { bold: true };
  for (const line of GUIDE) guide.addRow(line).alignment = { wrapText: true, vertical: 'top' };
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), name: IMPORT_TEMPLATE_NAME };
}

/** GET /report/importtemplate/csv: the header line, with a byte-order mark so Excel reads the names typed in as UTF-8. */
export function getImportTemplateCsv(): { bytes: Buffer; name: string } {
  return { bytes: Buffer.from(`\ufeff${IMPORT_COLUMNS.join(',')}\r\n`, 'utf8'), name: IMPORT_TEMPLATE_NAME };
}
