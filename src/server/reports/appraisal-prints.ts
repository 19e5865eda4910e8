import type { Content } from 'pdfmake/interfaces';
import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { renderPdf, type PdfDocument } from '../http/pdf';
import {
  appraisalDocument,
  findAppraisalPrints,
  findPrintableAppraisals,
  otherVoicesForPrint,
  requireTalent,
  type OtherVoices,
  type TalentSettings,
} from '../talent';
import type { Appraisal } from '../../contract/talent';
import type { AppraisalPrintParams, AppraisalUsers } from '../../contract/reports';
import { NO_APPRAISALS_IN_PERIOD, PREVIOUS_NOT_BEFORE } from '../../domain/reports/report-access';
import { loadReportPeriod, requirePerson } from './report-scope';
import { reportPage } from './pdf-table';
import { loadLetterhead } from './letterhead';
import type { ReportWords } from './report-words';

/**
 * GET /report/appraisalusers/{periodId}: whom the viewer may print (the people in scope with a completed appraisal
 * of the quarter) and their managers now, each by name.
 */
export async function getAppraisalUsers(w: Work, periodId: number, words: ReportWords): Promise<AppraisalUsers> {
  await requireTalent(w);
  const period = await loadReportPeriod(w, periodId, words);
  return findPrintableAppraisals(w, period.id);
}

type Axes = { primary: string; secondary: string; tertiary: string };

/**
 * The previous quarter's ratings of the same person, set below this quarter's for comparison. Only a completed
 * appraisal counts, as only a completed one prints; its ratings are never hidden here, as whoever may print sees them
 * (talent's appraisal-report-scope.ts), and a rating without a label (no tertiary one) is left out.
 */
function previousBlock({ t }: ReportWords, quarter: string, prev: Appraisal | null, axes: Axes): Content[] {
  const heading: Content = { text: t('reports.print.previous', { quarter }), fontSize: 13, bold: true, margin: [0, 10, 0, 4] };
  if (!prev) return [heading, { text: t('reports.print.noPrevious', { quarter }), italics: true, color: '#666666' }];
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

/**
 * One appraisal's print (talent's own document, the self-review and feedback the reader may see included), with the
 * comparison inserted after its ratings, before the review.
 */
function printOf(
  words: ReportWords,
  a: Appraisal,
  o: { quarter: string; axes: Axes; zone: string; voices: OtherVoices },
  previous: Content[] | null,
): PdfDocument {
  const doc = appraisalDocument(a, { quarter: o.quarter, axes: o.axes, zone: o.zone, language: words.language, ...o.voices });
  const blocks = Array.isArray(doc.content) ? [...(doc.content as Content[])] : [doc.content];
  if (previous) {
    const heading = words.t('reports.print.review');
    const review = blocks.findIndex((b) => typeof b === 'object' && b !== null && 'text' in b && b.text === heading);
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
export async function getAppraisalPrints(w: Work, params: AppraisalPrintParams, words: ReportWords): Promise<PendingDocument> {
  const settings = await requireTalent(w);
  const period = await loadReportPeriod(w, params.periodId, words);
  const previous = params.previousPeriodId > 0 ? await loadReportPeriod(w, params.previousPeriodId, words) : null;
  const person = await requirePerson(w, params.userOrManagerId);
  if (previous && previous.endDate >= period.startDate) throw badRequest(PREVIOUS_NOT_BEFORE, 'previousPeriodId');
  const who = { kind: params.mode === '1' ? ('team' as const) : ('person' as const), userId: person.id };
  const found = await findAppraisalPrints(w, { periodId: period.id, previousPeriodId: previous?.id ?? null, who, settings });
  if (found.length === 0) throw badRequest(NO_APPRAISALS_IN_PERIOD);

  const axes = axesOf(settings);
  const company = await loadLetterhead(w, words);
  const voices = await otherVoicesForPrint(
    w,
    period.id,
    found.map((r) => r.appraisal.UserId),
  );
  const prints = found.map((r) => {
    const compared = previous ? previousBlock(words, previous.label, r.previous, axes) : null;
    const of = voices.get(r.appraisal.UserId)!;
    return printOf(words, r.appraisal, { quarter: period.label, axes, zone: company.zone, voices: of }, compared);
  });
  const name = words.t('reports.fileName.appraisalPrints', { name: person.name, quarter: period.label });
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
