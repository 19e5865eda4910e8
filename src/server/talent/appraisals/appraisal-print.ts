import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { conflict, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import type { PendingDocument } from '../../http/download';
import { quarterLabel } from '../../../domain/periods';
import type { Appraisal, Signature } from '../../../contract/talent';
import { renderPdf } from '../../http/pdf';
import { companyPage, letterheadOf, timeIn } from '../../http/pdf-page';
import { getTenant } from '../../tenants';
import { richTextBlocks } from '../../http/rich-text';
import { loadTalentSettings } from '../settings/settings-service';
import { findPeriod } from './appraisal-queries';
import { getAppraisal } from './appraisal-service';
import { PRINT_ONLY_COMPLETED } from '../../../domain/talent/appraisal-rules';

function signatureBlock(title: string, s: Signature | null, zone: string): Content {
  const mark: Content = !s
    ? { text: 'Not signed', italics: true, color: '#666666' }
    : s.Kind === 'drawn'
      ? { image: s.Value, fit: [200, 70] }
      : { text: s.Value, fontSize: 16, italics: true };
  return {
    stack: [
      { text: title, bold: true, margin: [0, 0, 0, 4] },
      mark,
      { text: s ? `${s.Name}, ${timeIn(s.SignedAt, zone)}` : '', fontSize: 9, color: '#444444', margin: [0, 4, 0, 0] },
    ],
  };
}

/**
 * The print of a completed appraisal: the review, the ratings, the employee's comment, both signatures and their times
 * in the company's time zone (`zone`, IANA). Its margins leave room for companyPage()'s header and footer.
 */
export function appraisalDocument(
  a: Appraisal,
  t: { quarter: string; axes: { primary: string; secondary: string; tertiary: string }; zone: string },
): TDocumentDefinitions {
  const rating = (axis: string, label: string | null, value: number | null): Content[] =>
    label === null ? [] : [{ columns: [{ text: axis, bold: true, width: 140 }, { text: `${label} (${value})` }], margin: [0, 2, 0, 2] }];
  return {
    info: { title: `Appraisal of ${a.User.Name}, ${t.quarter}`, author: 'Trellis' },
    pageSize: 'A4',
    pageMargins: [36, 60, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    content: [
      { text: `Appraisal of ${a.User.Name}`, fontSize: 20, bold: true },
      { text: `${t.quarter} · ${a.Status}`, color: '#444444', margin: [0, 2, 0, 2] },
      { text: `Reviewer: ${a.Reviewer.Name}${a.Manager ? ` · Manager: ${a.Manager.Name}` : ''}`, color: '#444444', margin: [0, 0, 0, 14] },
      { text: 'Ratings', fontSize: 13, bold: true, margin: [0, 0, 0, 4] },
      ...(a.RatingsHidden
        ? [{ text: 'The ratings are not shared with employees in this company.', italics: true } as Content]
        : [
            ...rating(t.axes.primary, a.PrimaryLabel, a.PrimaryRating),
            ...rating(t.axes.secondary, a.SecondaryLabel, a.SecondaryRating),
            ...rating(t.axes.tertiary, a.TertiaryLabel, a.TertiaryRating),
          ]),
      { text: 'Review', fontSize: 13, bold: true, margin: [0, 14, 0, 4] },
      ...richTextBlocks(a.Review).map((b): Content => ({ text: b.text, bold: b.heading, margin: [b.listItem ? 12 : 0, 0, 0, 6] })),
      ...(a.EmployeeComments
        ? [{ text: 'Employee comments', fontSize: 13, bold: true, margin: [0, 10, 0, 4] } as Content, { text: a.EmployeeComments }]
        : []),
      {
        columns: [signatureBlock('Employee', a.EmployeeSignature, t.zone), signatureBlock('Manager', a.ManagerSignature, t.zone)],
        columnGap: 32,
        margin: [0, 28, 0, 0],
      },
    ],
  };
}

/** GET /talent/print/{id}: anyone who may see the appraisal prints it once it is completed. */
export async function getAppraisalPrint(w: Work, id: number): Promise<PendingDocument> {
  const a = await getAppraisal(w, id);
  if (!a.Permissions.CanPrint) throw conflict(PRINT_ONLY_COMPLETED);
  const period = await findPeriod(w.tx, w.actor.tenantId, a.EvaluationPeriodId);
  if (!period) throw notFound();
  const settings = await loadTalentSettings(w.tx, w.actor);
  const f = settings.FormLable;
  const quarter = quarterLabel(period);
  const company = letterheadOf(await getTenant(w.tx, w.actor.tenantId), w.now);
  const axes = { primary: f.PrimaryAxisName, secondary: f.SecondaryAxisName, tertiary: f.TertiaryAxisName };
  const owner = w.actor;
  return {
    name: `Appraisal ${a.User.Name} ${quarter}`,
    render: () => renderPdf(appraisalDocument(a, { quarter, axes, zone: company.zone }), companyPage(company), owner),
  };
}
