import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../app';
import { withTenant } from '../db/tenant-context';
import { notFound } from '../errors';
import { actorFrom } from '../http/access-control';
import { TenantBranding, TenantLogo } from '../../contract/auth';
import { BrandingRequest, Company, EditTenantRequest, LogoKind } from '../../contract/company';
import { guard } from '../http/access';
import { inTenant } from '../http/unit-of-work';
import { normaliseImage, readUploadedFile } from '../uploads/images';
import { canEditCompany } from '../../domain/people/permissions';
import { viewerFacts } from '../people/standing';
import { LOGO_BOX, editTenant, getCompany, getSquareLogo, setBranding, setLogo } from './company';
import { HelpResponse } from '../../contract/people';
import { dataUrl, toBranding } from './mapping';
import { findTenantBySubdomain, getTenant } from './queries';
import { findHelp } from './help';
import { resolveTenant } from './resolve';

export const tenantRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    // Sign-in branding: public, so the login screen can show the tenant's logo and colour.
    app.get(
      '/Auth/tenant/:subdomain',
      {
        config: { access: 'public' },
        schema: { params: z.object({ subdomain: z.string().max(63) }), response: { 200: TenantBranding } },
      },
      async (req) => {
        const tenant = await findTenantBySubdomain(db, req.params.subdomain);
        if (!tenant) throw notFound('No company uses this address.');
        return toBranding(tenant);
      },
    );

    // The same for the tenant of the request's host (its subdomain, else the default tenant).
    app.get('/Auth/tenant', { config: { access: 'public' }, schema: { response: { 200: TenantBranding } } }, async (req) => {
      const tenant = await resolveTenant(db, { domain: undefined, host: req.headers.host, defaultTenant: deps.config.defaultTenant });
      if (!tenant) throw notFound('No company uses this address.');
      return toBranding(tenant);
    });

    app.get('/tenant/getLogo', { config: { access: 'signedIn' }, schema: { response: { 200: TenantLogo } } }, async (req) => {
      const actor = actorFrom(req);
      const t = await withTenant(db, actor.tenantId, (tx) => getTenant(tx, actor.tenantId));
      return { data: dataUrl(t.logo, t.logoType), width: t.logoWidth, height: t.logoHeight };
    });

    app.get('/tenant/help', { config: { access: 'signedIn' }, schema: { response: { 200: HelpResponse } } }, (req) => {
      const actor = actorFrom(req);
      return withTenant(db, actor.tenantId, (tx) => findHelp(tx, actor.tenantId));
    });

    // Company info and branding: everyone reads them, the CEO changes them (spec 001 §6 Edit Company Info).
    const ceoOnly = { access: guard('ceo', (a) => canEditCompany(viewerFacts(a))) };
    const LogoParams = z.object({ kind: LogoKind });

    app.get('/tenant/company', { config: { access: 'signedIn' }, schema: { response: { 200: Company } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => getCompany(w.tx, w.actor)),
    );
    app.post('/Profile/EditTenant', { config: ceoOnly, schema: { body: EditTenantRequest, response: { 200: Company } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => editTenant(w.tx, w.actor, req.body)),
    );
    app.post('/tenant/branding', { config: ceoOnly, schema: { body: BrandingRequest, response: { 200: Company } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => setBranding(w.tx, w.actor, req.body)),
    );
    app.post('/tenant/:kind', { config: ceoOnly, schema: { params: LogoParams, response: { 200: Company } } }, async (req) => {
      const actor = actorFrom(req);
      const image = await normaliseImage(await readUploadedFile(req), LOGO_BOX[req.params.kind]);
      return inTenant(deps, actor, (w) => setLogo(w.tx, w.actor, req.params.kind, image));
    });
    app.delete('/tenant/:kind', { config: ceoOnly, schema: { params: LogoParams, response: { 200: Company } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => setLogo(w.tx, w.actor, req.params.kind, null)),
    );
    app.get('/tenant/getSquareLogo', { config: { access: 'signedIn' }, schema: { response: { 200: TenantLogo } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => getSquareLogo(w.tx, w.actor.tenantId)),
    );
  };
