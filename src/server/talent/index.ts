// The talent area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { talentRoutes } from './routes';
export { loadTalentSettings, type TalentSettings } from './settings/settings-service';
export { loadTalentYear } from './appraisal-periods';
export { findAppraisalReminders, type AppraisalReminder } from './appraisal-reminders';
// The appraisal reports (reports area) read appraisals with the overview's scope and print them as talent does.
export { inScope, type Scope } from './overview/scope';
export { resolveScope, type OverviewPath } from './overview/overview-scope';
export { findScopeRows } from './overview/overview-queries';
export { findAppraisalsAsSeen } from './appraisals/appraisals-as-seen';
export { appraisalDocument } from './appraisals/appraisal-print';
