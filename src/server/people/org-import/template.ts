import ExcelJS from 'exceljs';
import { FLAG_COLUMNS, IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn } from '../../../domain/people/import-rules';
import type { Language } from '../../../domain/languages';
import { textsIn } from '../../texts';

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

// The lines of the How to fill sheet, in the reader's language (files:reports.template); the People sheet keeps the
// column names and the values (Manager, Yes…) the import reads, in every language.
const GUIDE = ['name', 'email', 'jobTitle', 'manager', 'role', 'flags', 'checks'] as const;

// exceljs keeps range validations (one rule for a whole column, not one per cell) in a field its types leave out.
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } }).dataValidations;

/**
 * GET /report/importtemplate/xlsx: the People sheet to fill (frozen header, lists for Role and the flags) and a How to
 * fill sheet, its instructions, the lists' messages and the file's name in `language`.
 */
export async function getImportTemplateWorkbook(now: Date, language: Language): Promise<{ bytes: Buffer; name: string }> {
  const t = textsIn(language, 'files');
  const say = t as unknown as (key: string) => string;
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
      error: t('reports.template.chooseOne', { values: values.replaceAll(',', ', ') }),
    });
  };
  list('Role', 'Manager,Contributor,Observer');
  for (const flag of FLAG_COLUMNS) list(flag, 'Yes,No');

  const guide = book.addWorksheet(t('reports.template.guideSheet'));
  guide.columns = [{ width: 42 }, { width: 110 }];
  guide.addRow([t('reports.template.column'), t('reports.template.whatToWrite')]).font = { bold: true };
  for (const line of GUIDE) {
    const row = guide.addRow([say(`reports.template.guideColumn.${line}`), say(`reports.template.guideText.${line}`)]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), name: t('reports.name.importTemplate') };
}

/**
 * GET /report/importtemplate/csv: the header line (the names the import reads), with a byte-order mark so Excel reads
 * the names typed in as UTF-8; the file named in `language`.
 */
export function getImportTemplateCsv(language: Language): { bytes: Buffer; name: string } {
  const name = textsIn(language, 'files')('reports.name.importTemplate');
  return { bytes: Buffer.from(`\ufeff${IMPORT_COLUMNS.join(',')}\r\n`, 'utf8'), name };
}
