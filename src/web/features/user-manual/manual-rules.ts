import type { Assessment, ManualState, ReportSection } from '../../../contract/user-manual';

// Spec 001 §2 (the profile's User Manual tab, the 700px 'Add or Edit DISC Manually' drawer), §4 (status 3 reads
// 'Complete the Assessment'), §5 'Manual DISC', §9 (the questionnaire opens after 500 ms).

/** The questionnaire opens this long after register answers (spec 001 §9). */
export const OPEN_DELAY_MS = 500;

export const takeHref = (privateKey: string) => `/v3/manual/take/${privateKey}`;
export const reportHref = (publicKey: string) => `/v3/manual/${publicKey}`;
export const MANUAL_TAB_HREF = '/v3/profile?tab=manual';

export type TabView = 'intro' | 'in-progress' | 'report' | 'none-yet';

/** What the tab shows: the owner is invited to start or finish; others read a finished manual or learn there is none. */
export function tabView(state: Pick<ManualState, 'status' | 'CanEdit' | 'PublicKey'>): TabView {
  if (state.status === 4 && state.PublicKey) return 'report';
  if (!state.CanEdit) return 'none-yet';
  return state.status === 3 ? 'in-progress' : 'intro';
}

/** One section of the report by its name. */
export const sectionOf = <S extends ReportSection['Section']>(report: readonly ReportSection[], name: S) =>
  report.find((s): s is Extract<ReportSection, { Section: S }> => s.Section === name);

export {
  clampPercent,
  letterBars,
  scaleEnds,
  splitDetails,
  type KeyedDetail,
  type LetterBar,
} from '../../../domain/user-manual/report-reading';

/** Where the questionnaire opens: the first unanswered statement; taken again (all answered), the first one. */
export function firstUnanswered(assessment: Pick<Assessment, 'Questions' | 'Answers'>): number {
  return Math.max(
    0,
    assessment.Questions.findIndex((q) => assessment.Answers[String(q.Id)] === undefined),
  );
}

export const answeredCount = (assessment: Pick<Assessment, 'Questions' | 'Answers'>) =>
  assessment.Questions.filter((q) => assessment.Answers[String(q.Id)] !== undefined).length;

export const allAnswered = (assessment: Pick<Assessment, 'Questions' | 'Answers'>) =>
  assessment.Questions.length > 0 && answeredCount(assessment) === assessment.Questions.length;

/** Whether rich text holds any words (an editor left with empty paragraphs holds none). */
export const hasText = (html: string | null | undefined) =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

export type ManualValues = { Disc?: string; Description: string; FilePath: string | null };

// The editor writes its own markup for the same text (spacing between tags, an empty document as <p></p>).
const normalText = (html: string | undefined) => (hasText(html) ? (html ?? '').replace(/>\s+</g, '><').trim() : '');

export const manualChanged = (initial: ManualValues, values: Partial<ManualValues>) =>
  (values.Disc ?? initial.Disc) !== initial.Disc ||
  normalText(values.Description ?? initial.Description) !== normalText(initial.Description) ||
  (values.FilePath === undefined ? initial.FilePath : values.FilePath) !== initial.FilePath;

/** What the drawer starts from: the manual entry, or the type the assessment found (its words are the person's own). */
export const initialValues = (state: Pick<ManualState, 'Disc' | 'ManualUserManual'>): ManualValues => ({
  Disc: state.ManualUserManual?.Disc ?? state.Disc ?? undefined,
  Description: state.ManualUserManual?.Description ?? '',
  FilePath: state.ManualUserManual?.FilePath ?? null,
});

/** Only a PDF by its type or name goes up; the server checks the content as well. */
export const looksLikePdf = (file: { type: string; name: string }) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
