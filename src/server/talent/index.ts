// The talent area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { talentRoutes } from './routes';
export { loadTalentSettings, type TalentSettings } from './settings/settings-service';
export { loadTalentYear } from './appraisal-periods';
export { findAppraisalReminders, type AppraisalReminder } from './appraisal-reminders';
