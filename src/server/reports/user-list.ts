import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findUserListRows, type UserListRow } from '../people';
import { userStatus } from '../../domain/user-status';
import { todayIn } from '../../domain/periods';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { loadLetterhead } from './letterhead';
import type { ReportWords } from './report-words';

type PersonRow = UserListRow;

const status = (r: PersonRow) =>
  userStatus({ DeactivatedAt: null, InvitationAcceptedAt: r.invitation_accepted_at === null ? null : String(r.invitation_accepted_at) });

const textColumns = (words: ReportWords): { header: string; width: number; value: (r: PersonRow) => string }[] => {
  const t = words.t;
  return [
    { header: t('reports.column.name'), width: 28, value: (r) => r.name },
    { header: t('reports.column.email'), width: 34, value: (r) => r.email },
    { header: t('reports.column.jobTitle'), width: 26, value: (r) => r.job_title ?? '' },
    { header: t('reports.column.department'), width: 20, value: (r) => r.org_unit ?? '' },
    { header: t('reports.column.role'), width: 22, value: (r) => words.role(r.role_name) },
    { header: t('reports.column.manager'), width: 26, value: (r) => r.manager_name ?? '' },
    { header: t('reports.column.status'), width: 12, value: (r) => words.userStatus(status(r)) },
    { header: t('reports.column.orgAdmin'), width: 11, value: (r) => words.yesNo(r.is_org_admin) },
    { header: t('reports.column.goalAdmin'), width: 11, value: (r) => words.yesNo(r.is_goal_admin) },
    { header: t('reports.column.hrAdmin'), width: 11, value: (r) => words.yesNo(r.is_hr_admin) },
  ];
};

const sheetColumns = (words: ReportWords): SheetColumn<PersonRow>[] => [
  ...textColumns(words),
  { header: words.t('reports.column.addedOn'), width: 12, numFmt: words.dateFormat, value: (r) => new Date(r.created_at) },
];

/** GET /report/userreport/excel (report 1). */
export async function getUserListWorkbook(w: Work, words: ReportWords): Promise<PendingDocument> {
  const [rows, created, name] = [await findUserListRows(w), w.now, words.t('reports.name.userList')];
  return { name, render: () => writeSheet({ sheetName: name, columns: sheetColumns(words), rows, created, fitHeaders: words.fitHeaders }) };
}

const pdfColumns = (words: ReportWords): PdfColumn<PersonRow>[] =>
  textColumns(words).map((c) => ({ header: c.header, width: c.width > 20 ? '*' : 'auto', value: c.value }));

/** GET /report/userreport/pdf (report 1). */
export async function getUserListPdf(w: Work, words: ReportWords): Promise<PendingDocument> {
  const [rows, company] = [await findUserListRows(w), await loadLetterhead(w, words)];
  const [owner, name] = [w.actor, words.t('reports.name.userList')];
  const subtitle = words.t('reports.subtitle.userList', { count: rows.length, date: words.day(todayIn(company.zone, w.now)) });
  return {
    name,
    render: () => renderTablePdf({ title: name, subtitle, company, columns: pdfColumns(words), rows }, owner),
  };
}
