import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../../src/domain/people/import-rules';

const DEPARTMENTS = ['Sales', 'Engineering', 'Marketing', 'Operations', 'Finance'];

/**
 * The import template filled with `people` new people in a tree of depth 4: ten directors under the CEO (Manager
 * email left empty), a manager per ten people below them, the rest contributors; a few admins and goal managers.
 */
export async function importWorkbook(people: number, domain: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  sheet.addRow([...IMPORT_COLUMNS]);
  const email = (i: number) => `person${i}@${domain}.example`;
  const directors = 10;
  const managers = Math.floor(people / 10);
  for (let i = 0; i < people; i++) {
    const manager = i < directors ? '' : i < managers ? email(i % directors) : email(directors + (i % (managers - directors)));
    const role = i < managers ? 'Manager' : 'Contributor';
    const yes = (every: number) => (i % every === 0 ? 'Yes' : 'No');
    sheet.addRow([
      `Imported Person ${i}`,
      email(i),
      i < managers ? 'Manager' : 'Specialist',
      DEPARTMENTS[i % DEPARTMENTS.length],
      manager,
      role,
      yes(500),
      i % 250 === 1 ? 'Yes' : 'No',
      i < managers ? yes(7) : 'No',
      yes(400),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
