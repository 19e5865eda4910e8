import { routes } from '../endpoint';
import type { tenantEndpoints } from '../endpoints/tenants';

// The addresses of endpoints/tenants.ts, for the web.
export const tenantRoutes = routes<typeof tenantEndpoints>({
  brandingOf: 'GET /Auth/tenant/:subdomain',
  brandingOfHost: 'GET /Auth/tenant',
  logo: 'GET /tenant/getLogo',
  squareLogo: 'GET /tenant/getSquareLogo',
  company: 'GET /tenant/company',
  editTenant: 'POST /Profile/EditTenant',
  setSettings: 'PUT /tenant/settings',
  setAi: 'PUT /tenant/ai',
  setBranding: 'POST /tenant/branding',
  uploadLogo: 'POST /tenant/:kind',
  removeLogo: 'DELETE /tenant/:kind',
});
