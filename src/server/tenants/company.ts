import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import type { Actor } from '../http/access';
import type { StoredImage } from '../uploads/images';
import type { BrandingRequest, Company, EditTenantRequest, LogoKind } from '../../contract/company';
import type { TenantLogo } from '../../contract/auth';
import { canEditCompany } from '../../domain/people/permissions';
import { viewerFacts } from '../people/standing';
import { dataUrl } from './mapping';
import { imageSize } from '../uploads/images';

/** The wide logo of the sign-in screens and the header, and the square one of small places, at most this large. */
export const LOGO_BOX: Record<LogoKind, { width: number; height: number }> = {
  logo: { width: 600, height: 200 },
  squarelogo: { width: 256, height: 256 },
};

const companyColumns = {
  name: tenants.name,
  subdomain: tenants.subdomain,
  url: tenants.url,
  timeZone: tenants.timeZone,
  strategyEnabled: tenants.strategyEnabled,
  primaryColor: tenants.primaryColor,
  useLightTextOnPrimary: tenants.useLightTextOnPrimary,
  hasLogo: tenants.logoType,
  hasSquareLogo: tenants.squareLogoType,
};

export async function getCompany(tx: Db, actor: Actor): Promise<Company> {
  const [t] = await tx.select(companyColumns).from(tenants).where(eq(tenants.id, actor.tenantId));
  if (!t) throw new Error(`tenant ${actor.tenantId} not found`);
  return {
    Name: t.name,
    Subdomain: t.subdomain,
    Url: t.url,
    TimeZone: t.timeZone,
    StrategyEnabled: t.strategyEnabled,
    PrimaryColor: t.primaryColor,
    UseLightTextOnPrimary: t.useLightTextOnPrimary,
    HasLogo: t.hasLogo !== null,
    HasSquareLogo: t.hasSquareLogo !== null,
    CanEdit: canEditCompany(viewerFacts(actor)),
  };
}

const setTenant = (tx: Db, tenantId: number, values: Partial<typeof tenants.$inferInsert>) =>
  tx.update(tenants).set(values).where(eq(tenants.id, tenantId));

/** Edit Company Info: name, web address and time zone (the quarter and week follow the new zone). */
export async function editTenant(tx: Db, actor: Actor, input: z.output<typeof EditTenantRequest>): Promise<Company> {
  await setTenant(tx, actor.tenantId, { name: input.Name, url: input.Url, timeZone: input.TimeZone });
  return getCompany(tx, actor);
}

export async function setBranding(tx: Db, actor: Actor, input: z.output<typeof BrandingRequest>): Promise<Company> {
  await setTenant(tx, actor.tenantId, { primaryColor: input.PrimaryColor, useLightTextOnPrimary: input.UseLightTextOnPrimary });
  return getCompany(tx, actor);
}

/** Stores (or with null removes) the wide or the square logo. */
export async function setLogo(tx: Db, actor: Actor, kind: LogoKind, image: StoredImage | null): Promise<Company> {
  await setTenant(
    tx,
    actor.tenantId,
    kind === 'logo'
      ? { logo: image?.bytes ?? null, logoType: image?.type ?? null, logoWidth: image?.width ?? null, logoHeight: image?.height ?? null }
      : { squareLogo: image?.bytes ?? null, squareLogoType: image?.type ?? null },
  );
  return getCompany(tx, actor);
}

export async function getSquareLogo(tx: Db, tenantId: number): Promise<TenantLogo> {
  const [t] = await tx
    .select({ bytes: tenants.squareLogo, type: tenants.squareLogoType })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!t?.bytes) return { data: null, width: null, height: null };
  return { data: dataUrl(t.bytes, t.type), ...(await imageSize(t.bytes)) };
}
