// The periods area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { periodRoutes } from './routes';
export { createPeriodCache, findCurrentPeriod, ensurePeriods, tenantToday } from './service';
export { periodExists, PERIOD_NOT_FOUND } from './queries';
