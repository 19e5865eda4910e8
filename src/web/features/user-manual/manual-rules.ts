import type { Assessment, ManualState, ReportSection } from '../../../contract/user-manual';

// Spec 001 §2 (the profile's User Manual tab, the 700px 'Add or Edit DISC Manually' drawer), §4 (status 3 reads
// 'Complete the Assessment'), §5 'Manual DISC', §9 (the questionnaire opens after 500 ms).

export { PLEASE_ENTER, PLEASE_SELECT } from '../../../contract/user-manual';
export const SAVE_FAILED = 'Something went wrong!';
/** The questionnaire opens this long after register answers (spec 001 §9). */
export const OPEN_DELAY_MS = 500;
export const DRAWER_TITLE = 'Add or Edit DISC Manually';

export const takeHref = (privateKey: string) => `/v3/manual/take/${privateKey}`;
export const reportHref = (publicKey: string) => `/v3/manual/${publicKey}`;
export const MANUAL_TAB_HREF = '/v3/profile?tab=manual';

/** What the owner's button says: an assessment in progress is completed, otherwise one is taken. */
export const assessmentLabel = (status: ManualState['status']) => (status === 3 ? 'Complete the Assessment' : 'Take the Assessment');

/** '12 of 36 answered', or nothing when the server sent no progress. */
export const progressText = (progress: ManualState['Progress']) => (progress ? `${progress.Answered} of ${progress.Total} answered` : '');

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

export { clampPercent, letterBars, scaleEnds, splitDetails, type LetterBar } from '../../../domain/user-manual/report-reading';

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

export const questionCounter = (index: number, total: number) => `Question ${index + 1} of ${total}`;

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

/** The name shown for an attachment kept from before (the server keeps the upload's name; the path is not it). */
export const ATTACHED_NAME = 'A PDF is attached';

/** Only a PDF by its type or name goes up; the server checks the content as well. */
export const looksLikePdf = (file: { type: string; name: string }) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
