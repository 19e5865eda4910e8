import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { notFound } from '../errors';
import { tenantEndpoints as e } from '../../contract/endpoints/tenants';
import { guard, viewerFacts } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { normaliseImage, readUploadedFile } from '../uploads/images';
import { canEditCompany } from '../../domain/people/permissions';
import {
  LOGO_BOX,
  editTenant,
  getCompany,
  getLogo,
  getSquareLogo,
  setBranding,
  setCompanySettings,
  setLogo,
  settingsEditors,
} from './company';
import { toBranding } from './mapping';
import { findTenantBySubdomain } from './queries';
import { resolveTenant } from './resolve';

const NO_COMPANY = 'No company uses this address.';

export const tenantRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    // Sign-in branding: public, so the login screen can show the tenant's logo and colour.
    route(app, e.brandingOf, 'public', async (req) => {
      const tenant = await findTenantBySubdomain(db, req.params.subdomain);
      if (!tenant) throw notFound(NO_COMPANY);
      return toBranding(tenant);
    });
    // The same for the tenant of the request's host (its subdomain, else the default tenant).
    route(app, e.brandingOfHost, 'public', async (req) => {
      const tenant = await resolveTenant(db, { domain: undefined, host: req.headers.host, defaultTenant: deps.config.defaultTenant });
      if (!tenant) throw notFound(NO_COMPANY);
      return toBranding(tenant);
    });

    route(app, e.logo, 'signedIn', (req) => inRequest(deps, req, getLogo));
    route(app, e.squareLogo, 'signedIn', (req) => inRequest(deps, req, getSquareLogo));

    // Company info and branding: everyone reads them, the CEO changes them (spec 001 §6 Edit Company Info).
    const ceo = guard('ceo', (a) => canEditCompany(viewerFacts(a)));
    route(app, e.company, 'signedIn', (req) => inRequest(deps, req, getCompany));
    route(app, e.editTenant, ceo, (req) => inRequest(deps, req, (w) => editTenant(w, req.body)));
    route(app, e.setSettings, settingsEditors, (req) => inRequest(deps, req, (w) => setCompanySettings(w, req.body)));
    route(app, e.setBranding, ceo, (req) => inRequest(deps, req, (w) => setBranding(w, req.body)));
    route(app, e.uploadLogo, ceo, async (req) => {
      // The upload is read and checked before the transaction opens.
      const image = await normaliseImage(await readUploadedFile(req), LOGO_BOX[req.params.kind]);
      return inRequest(deps, req, (w) => setLogo(w, { kind: req.params.kind, image }));
    });
    route(app, e.removeLogo, ceo, (req) => inRequest(deps, req, (w) => setLogo(w, { kind: req.params.kind, image: null })));
    // PUT /tenant/ai is registered by the AI area: it seals the key, and this area sits below it (see ai/company-ai.ts).
  };
