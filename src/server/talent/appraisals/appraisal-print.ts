import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { conflict, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import type { PendingDocument } from '../../http/download';
import type { Appraisal, Signature } from '../../../contract/talent';
import { renderPdf } from '../../http/pdf';
import { companyPage, letterheadOf, timeIn } from '../../http/pdf-page';
import { getTenant } from '../../tenants';
import { richTextBlocks } from '../../http/rich-text';
import { loadTalentSettings } from '../settings/settings-service';
import { findPeriod } from './appraisal-queries';
import { getAppraisal } from './appraisal-service';
import { PRINT_ONLY_COMPLETED } from '../../../domain/talent/appraisal-rules';
import { APPRAISAL_PROGRESS } from '../../../domain/talent/states';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/languages';
import { textsIn } from '../../texts';
import { recordDownload } from '../../audit';

/** A print's words in its reader's language (the catalogue's files:reports.print, as report 10 prints it too). */
const printWords = (language: Language) => textsIn(language, 'files');
type PrintWords = ReturnType<typeof printWords>;

function signatureBlock(t: PrintWords, title: string, s: Signature | null, zone: string, language: Language): Content {
  const mark: Content = !s
    ? { text: t('reports.print.notSigned'), italics: true, color: '#666666' }
    : s.Kind === 'drawn'
      ? { image: s.Value, fit: [200, 70] }
      : { text: s.Value, fontSize: 16, italics: true };
  return {
    stack: [
      { text: title, bold: true, margin: [0, 0, 0, 4] },
      mark,
      { text: s ? `${s.Name}, ${timeIn(s.SignedAt, zone, language)}` : '', fontSize: 9, color: '#444444', margin: [0, 4, 0, 0] },
    ],
  };
}

/**
 * The print of a completed appraisal: the review, the ratings, the employee's comment, both signatures and their times
 * in the company's time zone (`zone`, IANA), in the reader's `language`. Its margins leave room for companyPage()'s
 * header and footer.
 */
export function appraisalDocument(
  a: Appraisal,
  o: { quarter: string; axes: { primary: string; secondary: string; tertiary: string }; zone: string; language?: Language },
): TDocumentDefinitions {
  const language = o.language ?? DEFAULT_LANGUAGE;
  const t = printWords(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(APPRAISAL_PROGRESS[a.State] / 100);
  const status = (t as unknown as (key: string, values: object) => string)(`reports.appraisalStatus.${a.State}`, { percent });
  const rating = (axis: string, label: string | null, value: number | null): Content[] =>
    label === null ? [] : [{ columns: [{ text: axis, bold: true, width: 140 }, { text: `${label} (${value})` }], margin: [0, 2, 0, 2] }];
  return {
    info: { title: t('reports.print.titleOf', { name: a.User.Name, quarter: o.quarter }), author: 'Trellis' },
    pageSize: 'A4',
    pageMargins: [36, 60, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    content: [
      { text: t('reports.print.title', { name: a.User.Name }), fontSize: 20, bold: true },
      { text: `${o.quarter} · ${status}`, color: '#444444', margin: [0, 2, 0, 2] },
      {
        text: a.Manager
          ? t('reports.print.withManager', { name: a.Reviewer.Name, manager: a.Manager.Name })
          : t('reports.print.reviewer', { name: a.Reviewer.Name }),
        color: '#444444',
        margin: [0, 0, 0, 14],
      },
      { text: t('reports.print.ratings'), fontSize: 13, bold: true, margin: [0, 0, 0, 4] },
      ...(a.RatingsHidden
        ? [{ text: t('reports.print.ratingsHidden'), italics: true } as Content]
        : [
            ...rating(o.axes.primary, a.PrimaryLabel, a.PrimaryRating),
            ...rating(o.axes.secondary, a.SecondaryLabel, a.SecondaryRating),
            ...rating(o.axes.tertiary, a.TertiaryLabel, a.TertiaryRating),
          ]),
      { text: t('reports.print.review'), fontSize: 13, bold: true, margin: [0, 14, 0, 4] },
      ...richTextBlocks(a.Review).map((b): Content => ({ text: b.text, bold: b.heading, margin: [b.listItem ? 12 : 0, 0, 0, 6] })),
      ...(a.EmployeeComments
        ? [
            { text: t('reports.print.employeeComments'), fontSize: 13, bold: true, margin: [0, 10, 0, 4] } as Content,
            { text: a.EmployeeComments },
          ]
        : []),
      {
        columns: [
          signatureBlock(t, t('reports.print.employee'), a.EmployeeSignature, o.zone, language),
          signatureBlock(t, t('reports.print.manager'), a.ManagerSignature, o.zone, language),
        ],
        columnGap: 32,
        margin: [0, 28, 0, 0],
      },
    ],
  };
}

/**
 * GET /talent/print/{id}: anyone who may see the appraisal prints it once it is completed, in their own `language`
 * (its words, dates and page furniture); the audit log records the download.
 */
export async function getAppraisalPrint(w: Work, id: number, language: Language): Promise<PendingDocument> {
  const a = await getAppraisal(w, id);
  if (!a.Permissions.CanPrint) throw conflict(PRINT_ONLY_COMPLETED);
  const period = await findPeriod(w.tx, w.actor.tenantId, a.EvaluationPeriodId);
  if (!period) throw notFound();
  const settings = await loadTalentSettings(w.tx, w.actor);
  const f = settings.FormLable;
  const t = printWords(language);
  const quarter = t('reports.quarter', { quarter: period.quarter, year: period.year });
  const company = letterheadOf(await getTenant(w.tx, w.actor.tenantId), w.now, language);
  const axes = { primary: f.PrimaryAxisName, secondary: f.SecondaryAxisName, tertiary: f.TertiaryAxisName };
  const owner = w.actor;
  // Appraisal data leaving the app: who took whose appraisal, and when.
  return recordDownload(
    w,
    {
      name: t('talent.printFile', { name: a.User.Name, quarter }),
      render: () => renderPdf(appraisalDocument(a, { quarter, axes, zone: company.zone, language }), companyPage(company), owner),
    },
    'pdf',
    a.User.Id,
  );
}
