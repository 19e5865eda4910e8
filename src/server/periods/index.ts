// The periods area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { periodRoutes } from './routes';
export { createPeriodCache, findCurrentPeriod, ensurePeriods, tenantToday } from './service';
export { periodExists, PERIOD_NOT_FOUND } from './queries';
// Quarters and weeks by id or range, for the reports' parameters and the team updates' lateness.
export { findPeriod, findPeriodIdsBetween, findPeriodWeeks, findReferenceWeekStart, type PeriodRow, type WeekRow } from './queries';
