// Reading report downloads back as a user's tools would: exceljs for xlsx, pdf.js for PDF text. Test-only.
import ExcelJS from 'exceljs';

export type SheetRead = {
  name: string;
  header: unknown[];
  rows: unknown[][];
  frozen: boolean;
  filter: unknown;
  widths: (number | undefined)[];
  /** The number format of each cell of the first data row (a date column's 'yyyy-mm-dd'). */
  formats: (string | undefined)[];
};

/** The first sheet of an xlsx: its name, header row, data rows as cell values, and how its header is fixed. */
export async function readSheet(bytes: Buffer): Promise<SheetRead> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const view = sheet.views[0] as { state?: string; ySplit?: number } | undefined;
  const first = sheet.getRow(2);
  return {
    name: sheet.name,
    header: values[0] ?? [],
    rows: values.slice(1),
    frozen: view?.state === 'frozen' && view.ySplit === 1,
    filter: sheet.autoFilter,
    widths: sheet.columns.map((c) => c.width),
    formats: (values[0] ?? []).map((_, i) => first.getCell(i + 1).numFmt || undefined),
  };
}
