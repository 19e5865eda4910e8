import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findUserListRows, type UserListRow } from '../people';
import { ROLE_LABELS } from '../../domain/roles';
import { userStatus } from '../../domain/user-status';
import { todayIn } from '../../domain/periods';
import { DATE_FORMAT, writeSheet, yesNo, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { loadLetterhead } from './letterhead';

export const USER_LIST_NAME = 'User List';

type PersonRow = UserListRow;

const status = (r: PersonRow) =>
  userStatus({ DeactivatedAt: null, InvitationAcceptedAt: r.invitation_accepted_at === null ? null : String(r.invitation_accepted_at) });

const text: { header: string; width: number; value: (r: PersonRow) => string }[] = [
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Email', width: 34, value: (r) => r.email },
  { header: 'Job title', width: 26, value: (r) => r.job_title ?? '' },
  { header: 'Department', width: 20, value: (r) => r.org_unit ?? '' },
  { header: 'Role', width: 22, value: (r) => ROLE_LABELS[r.role_name] ?? r.role_name },
  { header: 'Manager', width: 26, value: (r) => r.manager_name ?? '' },
  { header: 'Status', width: 12, value: status },
  { header: 'Org admin', width: 11, value: (r) => yesNo(r.is_org_admin) },
  { header: 'Goal admin', width: 11, value: (r) => yesNo(r.is_goal_admin) },
  { header: 'HR admin', width: 11, value: (r) => yesNo(r.is_hr_admin) },
];

const sheetColumns: SheetColumn<PersonRow>[] = [
  ...text,
  { header: 'Added on', width: 12, numFmt: DATE_FORMAT, value: (r) => new Date(r.created_at) },
];

/** GET /report/userreport/excel (report 1). */
export async function getUserListWorkbook(w: Work): Promise<PendingDocument> {
  const [rows, created] = [await findUserListRows(w), w.now];
  return { name: USER_LIST_NAME, render: () => writeSheet({ sheetName: USER_LIST_NAME, columns: sheetColumns, rows, created }) };
}

const pdfColumns: PdfColumn<PersonRow>[] = text.map((c) => ({ header: c.header, width: c.width > 20 ? '*' : 'auto', value: c.value }));

/** GET /report/userreport/pdf (report 1). */
export async function getUserListPdf(w: Work): Promise<PendingDocument> {
  const [rows, company] = [await findUserListRows(w), await loadLetterhead(w)];
  const owner = w.actor;
  const subtitle = `${rows.length} people, ${todayIn(company.zone, w.now)}`;
  return {
    name: USER_LIST_NAME,
    render: () => renderTablePdf({ title: USER_LIST_NAME, subtitle, company, columns: pdfColumns, rows }, owner),
  };
}
