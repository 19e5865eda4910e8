// The talent area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { talentRoutes } from './routes';
export { loadTalentSettings, type TalentSettings } from './settings/settings-service';
export { loadTalentYear } from './appraisal-periods';
export { findAppraisalReminders, type AppraisalReminder } from './appraisal-reminders';
// Peer and upward feedback (issue 34): the periodic step that asks for upward feedback and reminds, and what the
// appraisal's print shows of a person's feedback to its reader.
export { startFeedbackJob, runFeedbackTick } from './feedback/feedback-job';
export { feedbackForPrint } from './feedback/feedback-access';
// The appraisal reports' data (reports lays it out): whether the company holds appraisals, then the rows of reports
// 6 and 7 and the appraisals of report 10, each of the people in the viewer's scope, as talent shows them.
export { requireTalent } from './report-rows/appraisal-report-scope';
export {
  findAppraisalSheetRows,
  findAppraisalComplianceRows,
  type AppraisalSheetRow,
  type AppraisalComplianceRow,
} from './report-rows/appraisal-sheet-rows';
export { findPrintableAppraisals, findAppraisalPrints, type AppraisalPrint } from './report-rows/appraisal-print-rows';
// Talent's print of one appraisal; report 10 prints each appraisal this way, with its letterhead and comparisons.
export { appraisalDocument, otherVoicesForPrint, type OtherVoices } from './appraisals/appraisal-print';
