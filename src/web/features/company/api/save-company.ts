import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, LogoKind } from '../../../../contract/company';
import { tenantRoutes as e } from '../../../../contract/routes/tenants';
import { call, withBody } from '../../../shared/api-client';
import { tenantKeys } from '../../../shared/get-tenant-logo';
import { liveKeys } from '../../../shared/live-keys';
import { sessionKey } from '../../../shared/session';
import type { SaveStep } from '../company-rules';

/** Every call that changes the company; each answers the Company as it now is. */
export const companyCalls = {
  editInfo: withBody(e.editTenant),
  setBranding: withBody(e.setBranding),
  setSettings: withBody(e.setSettings),
  setAi: withBody(e.setAi),
  /** Multipart, the image in the field `file`. */
  uploadLogo: (kind: LogoKind, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(e.uploadLogo, { params: { kind }, body: form });
  },
  removeLogo: (kind: LogoKind) => call(e.removeLogo, { params: { kind } }),
};

const run = (step: SaveStep): Promise<Company> => {
  switch (step.kind) {
    case 'info':
      return companyCalls.editInfo(step.body);
    case 'branding':
      return companyCalls.setBranding(step.body);
    case 'settings':
      return companyCalls.setSettings(step.body);
    case 'ai':
      return companyCalls.setAi(step.body);
    case 'upload':
      return companyCalls.uploadLogo(step.logo, step.file);
    case 'remove':
      return companyCalls.removeLogo(step.logo);
  }
};

/**
 * Saves the drawer's changes one call after another; whatever happened, the session (tenant name, colour,
 * logo flag, notes), the logos, the company, the sign-in branding and the profiles (their Notes tab) are fetched
 * again, so every screen shows what is now stored.
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
        queryClient.invalidateQueries({ queryKey: liveKeys.people }),
      ]),
  });
}
