import { endpoint } from '../endpoint';
import { SubdomainParams, TenantBranding, TenantLogo } from '../auth';
import { BrandingRequest, Company, CompanyAiRequest, CompanySettingsRequest, EditTenantRequest, LogoParams } from '../company';

/** The company's own calls: sign-in branding, logos, company info and branding (spec 000 §7, spec 001 §6). */
export const tenantEndpoints = {
  brandingOf: endpoint({ method: 'GET', path: '/Auth/tenant/:subdomain', params: SubdomainParams, response: TenantBranding }),
  brandingOfHost: endpoint({ method: 'GET', path: '/Auth/tenant', response: TenantBranding }),
  logo: endpoint({ method: 'GET', path: '/tenant/getLogo', response: TenantLogo }),
  squareLogo: endpoint({ method: 'GET', path: '/tenant/getSquareLogo', response: TenantLogo }),

  company: endpoint({ method: 'GET', path: '/tenant/company', response: Company }),
  editTenant: endpoint({ method: 'POST', path: '/Profile/EditTenant', body: EditTenantRequest, response: Company }),
  setSettings: endpoint({ method: 'PUT', path: '/tenant/settings', body: CompanySettingsRequest, response: Company }),
  setAi: endpoint({ method: 'PUT', path: '/tenant/ai', body: CompanyAiRequest, response: Company }),
  setBranding: endpoint({ method: 'POST', path: '/tenant/branding', body: BrandingRequest, response: Company }),
  uploadLogo: endpoint({ method: 'POST', path: '/tenant/:kind', params: LogoParams, body: 'multipart', response: Company }),
  removeLogo: endpoint({ method: 'DELETE', path: '/tenant/:kind', params: LogoParams, response: Company }),
};
