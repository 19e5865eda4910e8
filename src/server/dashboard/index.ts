// The dashboard area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { themeRoutes } from './theme-routes';
export { dashboardRoutes } from './routes';
export { findComplianceList, type ComplianceList } from './compliance';
