import { sql, type SQL } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import { queryRows } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { renderPdf, type PdfDocument } from '../http/pdf';
import { appraisalDocument, findAppraisalsAsSeen, type TalentSettings } from '../talent';
import type { Appraisal } from '../../contract/talent';
import type { AppraisalPrintParams, AppraisalUsers } from '../../contract/reports';
import { NO_APPRAISALS_IN_PERIOD, PREVIOUS_NOT_BEFORE } from '../../domain/reports/report-access';
import { APPRAISAL_NOT_FOUND } from '../../domain/talent/appraisal-rules';
import { loadReportPeriod, requirePerson } from './report-scope';
import { reportPage } from './pdf-table';
import { loadLetterhead } from './letterhead';
import { appraisedInScope, requireTalent } from './appraisal-scope';

export const APPRAISAL_PRINTS_NAME = 'Appraisal Prints for';

type Printable = { id: number; user_id: number; name: string; parent_id: number | null; manager_name: string | null };

/** The completed appraisals of a quarter of the people in the viewer's scope (and `who` among them), by name. */
function findCompleted(w: Work, periodId: number, who: SQL = sql`true`): Promise<Printable[]> {
  return queryRows<Printable>(
    w.tx,
    sql`SELECT a.id, u.id AS user_id, u.name, u.parent_id, m.name AS manager_name
        FROM appraisals a
        JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
        LEFT JOIN users m ON m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE a.tenant_id = ${w.actor.tenantId} AND a.period_id = ${periodId} AND a.state = 'completed'
          AND ${appraisedInScope(w)} AND ${who}
        ORDER BY lower(u.name), u.id`,
  );
}

/**
 * The completed appraisals of a quarter to print (as findCompleted), each with the same person's completed one of the
 * previous quarter when one is asked for: they are in scope as the person is.
 */
function findPrinted(w: Work, periodId: number, previousId: number | null, who: SQL) {
  return queryRows<{ id: number; previous_id: number | null }>(
    w.tx,
    sql`SELECT a.id, pa.id AS previous_id
        FROM appraisals a
        JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
        LEFT JOIN appraisals pa ON pa.tenant_id = a.tenant_id AND pa.user_id = a.user_id AND pa.period_id = ${previousId}
          AND pa.state = 'completed'
        WHERE a.tenant_id = ${w.actor.tenantId} AND a.period_id = ${periodId} AND a.state = 'completed'
          AND ${appraisedInScope(w)} AND ${who}
        ORDER BY lower(u.name), u.id`,
  );
}

/**
 * GET /report/appraisalusers/{periodId}: whom the viewer may print (the people in scope with a completed appraisal
 * of the quarter) and their managers now, each by name.
 */
export async function getAppraisalUsers(w: Work, periodId: number): Promise<AppraisalUsers> {
  await requireTalent(w);
  const period = await loadReportPeriod(w, periodId);
  const rows = await findCompleted(w, period.id);
  const byName = (a: { Name: string; Id: number }, b: { Name: string; Id: number }) =>
    a.Name.toLowerCase().localeCompare(b.Name.toLowerCase()) || a.Id - b.Id;
  const managers = new Map<number, string>();
  for (const r of rows) if (r.parent_id !== null) managers.set(r.parent_id, r.manager_name ?? '');
  return {
    users: rows.map((r) => ({ Id: r.user_id, Name: r.name, ManagerId: r.parent_id })),
    managers: [...managers].map(([Id, Name]) => ({ Id, Name })).sort(byName),
  };
}

type Axes = { primary: string; secondary: string; tertiary: string };

/**
 * The previous quarter's ratings of the same person, set below this quarter's for comparison. Only a completed
 * appraisal counts, as only a completed one prints; its ratings are never hidden here, as whoever may print sees them
 * (appraisal-scope.ts), and a rating without a label (no tertiary one) is left out.
 */
function previousBlock(quarter: string, prev: Appraisal | null, axes: Axes): Content[] {
  const heading: Content = { text: `Previous quarter: ${quarter}`, fontSize: 13, bold: true, margin: [0, 10, 0, 4] };
  if (!prev) return [heading, { text: `No completed appraisal in ${quarter}.`, italics: true, color: '#666666' }];
  const lines: [string, string | null, number | null][] = [
    [axes.primary, prev.PrimaryLabel, prev.PrimaryRating],
    [axes.secondary, prev.SecondaryLabel, prev.SecondaryRating],
    [axes.tertiary, prev.TertiaryLabel, prev.TertiaryRating],
  ];
  return [
    heading,
    ...lines
      .filter(([, label]) => label !== null)
      .map(([axis, label, value]): Content => ({
        columns: [{ text: axis, bold: true, width: 140 }, { text: `${label} (${value})` }],
        margin: [0, 2, 0, 2],
      })),
  ];
}

/** One appraisal's print (talent's own document), with the comparison inserted after its ratings, before the review. */
function printOf(a: Appraisal, quarter: string, axes: Axes, zone: string, previous: Content[] | null): PdfDocument {
  const doc = appraisalDocument(a, { quarter, axes, zone });
  const blocks = Array.isArray(doc.content) ? [...(doc.content as Content[])] : [doc.content];
  if (previous) {
    const review = blocks.findIndex((b) => typeof b === 'object' && b !== null && 'text' in b && b.text === 'Review');
    blocks.splice(review < 0 ? blocks.length : review, 0, ...previous);
  }
  return { ...doc, content: blocks };
}

/**
 * GET /report/appraisal/{periodId}/{userOrManagerId}/{previousPeriodId}/{mode} (report 10): the completed appraisals
 * of the quarter, each as talent prints it, a page break between them. Mode 2 prints one person's; mode 1 those of a
 * manager's direct reports (the team they appraise and countersign for; the pickers of appraisalusers list the
 * people's managers now), always only the people in the viewer's scope. A previous quarter adds each person's
 * ratings of that quarter.
 */
export async function getAppraisalPrints(w: Work, params: AppraisalPrintParams): Promise<PendingDocument> {
  const settings = await requireTalent(w);
  const period = await loadReportPeriod(w, params.periodId);
  const previous = params.previousPeriodId > 0 ? await loadReportPeriod(w, params.previousPeriodId) : null;
  const person = await requirePerson(w, params.userOrManagerId);
  if (previous && previous.endDate >= period.startDate) throw badRequest(PREVIOUS_NOT_BEFORE, 'previousPeriodId');
  const who = params.mode === '1' ? sql`u.parent_id = ${person.id}` : sql`u.id = ${person.id}`;
  const rows = await findPrinted(w, period.id, previous?.id ?? null, who);
  if (rows.length === 0) throw badRequest(NO_APPRAISALS_IN_PERIOD);
  // Every appraisal of the print, this quarter's and the previous one's, in one statement.
  const ids = rows.flatMap((r) => (r.previous_id === null ? [r.id] : [r.id, r.previous_id]));
  const seen = await findAppraisalsAsSeen(w, ids.map(Number), settings);
  const seenAs = (id: number) => {
    const appraisal = seen.get(Number(id));
    if (!appraisal) throw notFound(APPRAISAL_NOT_FOUND);
    return appraisal;
  };

  const axes = axesOf(settings);
  const company = await loadLetterhead(w);
  const prints = rows.map((r) => {
    const compared = previous ? previousBlock(previous.label, r.previous_id === null ? null : seenAs(r.previous_id), axes) : null;
    return printOf(seenAs(r.id), period.label, axes, company.zone, compared);
  });
  const name = `${APPRAISAL_PRINTS_NAME} ${person.name} ${period.label}`;
  // Every report's letterhead, the company and its time, and page numbers on each page.
  const owner = w.actor;
  return { name, render: () => renderPdf(printsDocument(name, prints), reportPage(company), owner) };
}

const axesOf = (s: TalentSettings): Axes => ({
  primary: s.FormLable.PrimaryAxisName,
  secondary: s.FormLable.SecondaryAxisName,
  tertiary: s.FormLable.TertiaryAxisName,
});

/** The prints one after another, each from a new page, on talent's page. */
function printsDocument(title: string, prints: PdfDocument[]): PdfDocument {
  return {
    ...prints[0],
    info: { title, author: 'Trellis' },
    // The side margins of the letterhead above (pdf-table.ts), so the company's name lines up with the print.
    pageMargins: [36, 60, 36, 48],
    content: prints.map((p, i): Content => ({ stack: [p.content], ...(i > 0 ? { pageBreak: 'before' as const } : {}) })),
  };
}
