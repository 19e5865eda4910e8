// The tenants area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { tenantRoutes } from './routes';
export { getTenant, findTenantBySubdomain, insertTenant, type TenantRow } from './queries';
export { toSessionTenant } from './mapping';
export { resolveTenant } from './resolve';
export { getTenantAiSettings, setCompanyAi, type ApiKeyChange, type TenantAiSettings } from './company-ai';
export { settingsEditors } from './company';
