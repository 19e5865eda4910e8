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
import type { QuestionAnswer, ReviewQuestion } from '../../../contract/talent-reviews';
import { findSelfReviews } from '../reviews/self-review-queries';
import { toWireAnswers, toWireQuestion } from '../reviews/answer-sheet';
import { feedbackForPrint } from '../feedback/feedback-access';
import type { FeedbackSeen, SeenAnswer, SeenSummary } from '../../../domain/talent/feedback-visibility';

/** The employee's handed-in self-review, as a print shows it beside the manager's (issue 34). */
export type PrintedSelfReview = { questions: ReviewQuestion[]; answers: QuestionAnswer[] };

/** A form's questions, each with its answer (a rating's label and place on its scale, or the words). */
function answerBlocks(language: Language, questions: ReviewQuestion[], answers: QuestionAnswer[]): Content[] {
  const t = textsIn(language, 'talent');
  return questions.flatMap((q): Content[] => {
    const a = answers.find((x) => x.QuestionId === q.Id);
    const label = q.Kind === 'rating' && a?.Rating ? q.Scale?.[a.Rating - 1] : undefined;
    const shown = label ? t('reviews.ratingOf', { label, n: a!.Rating!, size: q.Scale!.length }) : q.Kind === 'text' ? a?.Text : null;
    return [
      { text: q.Text, bold: true, margin: [0, 4, 0, 2] },
      shown
        ? { text: shown, margin: [0, 0, 0, 4] }
        : { text: t('reviews.noAnswer'), italics: true, color: '#666666', margin: [0, 0, 0, 4] },
    ];
  });
}

/**
 * Peer or upward feedback as the reader may see it (feedback-visibility, the rule every API reads): the answers (a
 * writer named only where the rule names one) and the ratings' averages, or how many answers are still needed.
 */
function feedbackBlocks(
  language: Language,
  title: string,
  part: { Shown: boolean; Count: number; Threshold: number; Answers: SeenAnswer[]; Summary: SeenSummary[] },
): Content[] {
  const t = textsIn(language, 'talent');
  const heading: Content = { text: title, fontSize: 13, bold: true, margin: [0, 10, 0, 4] };
  if (!part.Shown) return [heading, { text: t('feedback.section.needed', { count: part.Threshold, given: part.Count }), italics: true }];
  if (part.Count === 0) return [heading, { text: t('feedback.section.none'), italics: true }];
  const averages = part.Summary.map((s): Content => ({
    stack: [
      { text: s.Question, bold: true },
      {
        text: t('feedback.section.averageOf', { average: s.Average, of: s.Scale.length, label: s.Scale[Math.round(s.Average) - 1] ?? '' }),
      },
    ],
    margin: [0, 2, 0, 4],
  }));
  const words = part.Answers.filter((a) => a.Kind === 'text' && a.Text).map((a): Content => ({
    stack: [{ text: a.Question, bold: true }, { text: a.Writer ? `${a.Text} — ${a.Writer.Name}` : a.Text! }],
    margin: [0, 2, 0, 4],
  }));
  return [heading, ...averages, ...words];
}

const feedbackOf = (language: Language, seen: FeedbackSeen | null): Content[] => {
  const t = textsIn(language, 'talent');
  return [
    ...(seen?.Peers ? feedbackBlocks(language, t('feedback.section.title'), seen.Peers) : []),
    ...(seen?.Upward ? feedbackBlocks(language, t('feedback.section.upwardTitle'), seen.Upward) : []),
  ];
};

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
  o: {
    quarter: string;
    axes: { primary: string; secondary: string; tertiary: string };
    zone: string;
    language?: Language;
    selfReview?: PrintedSelfReview | null;
    /** The peer and upward feedback the reader may see (issue 34). */
    feedback?: FeedbackSeen | null;
  },
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
      ...(a.Questions && a.Questions.length > 0
        ? [
            { text: textsIn(language, 'talent')('reviews.managerQuestions'), fontSize: 13, bold: true, margin: [0, 10, 0, 4] } as Content,
            ...answerBlocks(language, a.Questions, a.Answers ?? []),
          ]
        : []),
      ...(o.selfReview
        ? [
            {
              text: textsIn(language, 'talent')('reviews.panelTitle', { name: a.User.Name }),
              fontSize: 13,
              bold: true,
              margin: [0, 10, 0, 4],
            } as Content,
            ...answerBlocks(language, o.selfReview.questions, o.selfReview.answers),
          ]
        : []),
      ...feedbackOf(language, o.feedback ?? null),
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

export type OtherVoices = { selfReview: PrintedSelfReview | null; feedback: FeedbackSeen | null };

/**
 * What the prints of a quarter's appraisals carry of the other voices (issue 34), by person: the self-review once
 * handed in, and the feedback the reader may see. Talent's own print and report 10's prints read it, in the same
 * statements for one person or a team.
 */
export async function otherVoicesForPrint(w: Work, periodId: number, userIds: number[]): Promise<Map<number, OtherVoices>> {
  const own = await findSelfReviews(w.tx, w.actor.tenantId, userIds, periodId);
  const feedback = await feedbackForPrint(w.tx, w.actor, userIds, periodId);
  return new Map(
    userIds.map((id) => {
      const self = own.find((r) => r.subjectId === id && r.state === 'submitted');
      const selfReview = self ? { questions: self.questions.map(toWireQuestion), answers: toWireAnswers(self.answers) } : null;
      return [id, { selfReview, feedback: feedback.get(id) ?? null }];
    }),
  );
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
  const { selfReview, feedback } = (await otherVoicesForPrint(w, a.EvaluationPeriodId, [a.UserId])).get(a.UserId)!;
  // Appraisal data leaving the app: who took whose appraisal, and when.
  return recordDownload(
    w,
    {
      name: t('talent.printFile', { name: a.User.Name, quarter }),
      render: () =>
        renderPdf(appraisalDocument(a, { quarter, axes, zone: company.zone, language, selfReview, feedback }), companyPage(company), owner),
    },
    'pdf',
    a.User.Id,
  );
}
