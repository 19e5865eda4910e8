import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { guard, viewerFacts } from '../http/access';
import type { Work } from '../http/unit-of-work';
import { getTenant } from './queries';
import { type StoredImage, imageSize } from '../uploads/images';
import type { BrandingRequest, Company, CompanySettingsRequest, EditTenantRequest, LogoKind } from '../../contract/company';
import type { TenantLogo } from '../../contract/auth';
import { canEditCompany, canEditCompanySettings } from '../../domain/people/permissions';
import { imageDataUrl } from '../http/stored-image';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/languages';
import { recordAudit } from '../audit';

/** The wide logo of the sign-in screens and the header, and the square one of small places, at most this large. */
export const LOGO_BOX: Record<LogoKind, { width: number; height: number }> = {
  logo: { width: 600, height: 200 },
  squarelogo: { width: 256, height: 256 },
};

/** Who changes the company settings (PUT /tenant/settings, PUT /tenant/ai): the CEO and org admins. */
export const settingsEditors = guard('ceo or org admin', (a) => canEditCompanySettings(viewerFacts(a)));

const companyColumns = {
  name: tenants.name,
  subdomain: tenants.subdomain,
  url: tenants.url,
  timeZone: tenants.timeZone,
  strategyEnabled: tenants.strategyEnabled,
  employeeNotesEnabled: tenants.employeeNotesEnabled,
  talentEnabled: tenants.talentEnabled,
  defaultLanguage: tenants.defaultLanguage,
  primaryColor: tenants.primaryColor,
  useLightTextOnPrimary: tenants.useLightTextOnPrimary,
  hasLogo: tenants.logoType,
  hasSquareLogo: tenants.squareLogoType,
  aiBaseUrl: tenants.aiBaseUrl,
  aiModel: tenants.aiModel,
  // Whether a key is stored, asked of the database: the sealed key itself is not even read here.
  hasAiKey: sql<boolean>`${tenants.aiApiKeyEncrypted} is not null`,
};

export async function getCompany({ tx, actor }: Work): Promise<Company> {
  const [t] = await tx.select(companyColumns).from(tenants).where(eq(tenants.id, actor.tenantId));
  if (!t) throw new Error(`tenant ${actor.tenantId} not found`);
  const canEditSettings = canEditCompanySettings(viewerFacts(actor));
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
    EmployeeNotesEnabled: t.employeeNotesEnabled,
    TalentEnabled: t.talentEnabled,
    DefaultLanguage: isLanguage(t.defaultLanguage) ? t.defaultLanguage : DEFAULT_LANGUAGE,
    CanEditSettings: canEditSettings,
    Ai: canEditSettings ? { BaseUrl: t.aiBaseUrl, Model: t.aiModel, HasKey: t.hasAiKey } : null,
  };
}

const setTenant = (tx: Db, tenantId: number, values: Partial<typeof tenants.$inferInsert>) =>
  tx.update(tenants).set(values).where(eq(tenants.id, tenantId));

/** Edit Company Info: name, web address and time zone (the quarter and week follow the new zone). */
export async function editTenant(w: Work, input: z.output<typeof EditTenantRequest>): Promise<Company> {
  const [was] = await w.tx
    .select({ Name: tenants.name, Url: tenants.url, TimeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, w.actor.tenantId));
  await setTenant(w.tx, w.actor.tenantId, { name: input.Name, url: input.Url, timeZone: input.TimeZone });
  const after = { Name: input.Name, Url: input.Url ?? null, TimeZone: input.TimeZone };
  await recordAudit(w.tx, { ...auditOf(w), before: was ?? {}, after });
  return getCompany(w);
}

const auditOf = (w: Work) => ({ tenantId: w.actor.tenantId, actorId: w.actor.userId, action: 'company.settings', at: w.now }) as const;

/**
 * The company settings of the CEO and org admins: private notes and talent appraisals on or off, the default language
 * (what is sent).
 */
export async function setCompanySettings(w: Work, input: z.output<typeof CompanySettingsRequest>): Promise<Company> {
  const set = {
    employeeNotesEnabled: input.EmployeeNotesEnabled,
    talentEnabled: input.TalentEnabled,
    defaultLanguage: input.DefaultLanguage,
  };
  if (Object.values(set).some((v) => v !== undefined)) {
    const [was] = await w.tx
      .select({
        EmployeeNotesEnabled: tenants.employeeNotesEnabled,
        TalentEnabled: tenants.talentEnabled,
        DefaultLanguage: tenants.defaultLanguage,
      })
      .from(tenants)
      .where(eq(tenants.id, w.actor.tenantId));
    await setTenant(w.tx, w.actor.tenantId, set);
    // A setting left out of the request stays as it was.
    const after = {
      EmployeeNotesEnabled: input.EmployeeNotesEnabled ?? was?.EmployeeNotesEnabled,
      TalentEnabled: input.TalentEnabled ?? was?.TalentEnabled,
      DefaultLanguage: input.DefaultLanguage ?? was?.DefaultLanguage,
    };
    await recordAudit(w.tx, { ...auditOf(w), before: was ?? {}, after });
  }
  return getCompany(w);
}

export async function setBranding(w: Work, input: z.output<typeof BrandingRequest>): Promise<Company> {
  await setTenant(w.tx, w.actor.tenantId, { primaryColor: input.PrimaryColor, useLightTextOnPrimary: input.UseLightTextOnPrimary });
  return getCompany(w);
}

/** Stores (or with null removes) the wide or the square logo. */
export async function setLogo(w: Work, { kind, image }: { kind: LogoKind; image: StoredImage | null }): Promise<Company> {
  await setTenant(
    w.tx,
    w.actor.tenantId,
    kind === 'logo'
      ? { logo: image?.bytes ?? null, logoType: image?.type ?? null, logoWidth: image?.width ?? null, logoHeight: image?.height ?? null }
      : { squareLogo: image?.bytes ?? null, squareLogoType: image?.type ?? null },
  );
  return getCompany(w);
}

/** The wide logo as a data URL with its size, for the header. */
export async function getLogo({ tx, actor }: Work): Promise<TenantLogo> {
  const t = await getTenant(tx, actor.tenantId);
  return { data: imageDataUrl(t.logo), width: t.logoWidth, height: t.logoHeight };
}

export async function getSquareLogo({ tx, actor }: Work): Promise<TenantLogo> {
  const [t] = await tx
    .select({ bytes: tenants.squareLogo, type: tenants.squareLogoType })
    .from(tenants)
    .where(eq(tenants.id, actor.tenantId));
  if (!t?.bytes) return { data: null, width: null, height: null };
  return { data: imageDataUrl(t.bytes), ...(await imageSize(t.bytes)) };
}
