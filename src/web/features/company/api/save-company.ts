import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingRequest, Company, EditTenantRequest, LogoKind } from '../../../../contract/company';
import { apiRequest } from '../../../app/api-client';
import { tenantKeys } from '../../../app/layout/get-tenant-logo';
import { sessionKey } from '../../../app/session';
import type { SaveStep } from '../company-rules';

/** Every call that changes the company; each answers the Company as it now is. */
export const companyCalls = {
  // POST /api/Profile/EditTenant
  editInfo: (body: EditTenantRequest) => apiRequest<Company>('/Profile/EditTenant', { method: 'POST', body }),
  // POST /api/tenant/branding
  setBranding: (body: BrandingRequest) => apiRequest<Company>('/tenant/branding', { method: 'POST', body }),
  // POST /api/tenant/logo or /api/tenant/squarelogo, multipart with the field `file`
  uploadLogo: (kind: LogoKind, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<Company>(`/tenant/${kind}`, { method: 'POST', body: form });
  },
  // DELETE /api/tenant/logo or /api/tenant/squarelogo
  removeLogo: (kind: LogoKind) => apiRequest<Company>(`/tenant/${kind}`, { method: 'DELETE' }),
};

const run = (step: SaveStep): Promise<Company> => {
  switch (step.kind) {
    case 'info':
      return companyCalls.editInfo(step.body);
    case 'branding':
      return companyCalls.setBranding(step.body);
    case 'upload':
      return companyCalls.uploadLogo(step.logo, step.file);
    case 'remove':
      return companyCalls.removeLogo(step.logo);
  }
};

/**
 * Saves the drawer's changes one call after another; whatever happened, the session (tenant name, colour,
 * logo flag), the logos, the company and the sign-in branding are fetched again, so header and sign-in screens
 * show what is now stored.
 */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (steps: SaveStep[]) => {
      let company: Company | null = null;
      for (const step of steps) company = await run(step);
      return company;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
        queryClient.invalidateQueries({ queryKey: ['branding'] }),
      ]),
  });
}
