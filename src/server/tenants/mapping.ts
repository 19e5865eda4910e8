import type { SessionTenant, TenantBranding } from '../../contract/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/languages';
import { imageDataUrl } from '../http/stored-image';
import type { TenantRow } from './queries';

export const toSessionTenant = (t: TenantRow): SessionTenant => ({
  Id: t.id,
  Name: t.name,
  Subdomain: t.subdomain,
  GoalType: t.goalType as SessionTenant['GoalType'],
  TimeZone: t.timeZone,
  EmployeeNotesEnabled: t.employeeNotesEnabled,
  StrategyEnabled: t.strategyEnabled,
  TalentEnabled: t.talentEnabled,
  PrimaryColor: t.primaryColor,
  UseLightTextOnPrimary: t.useLightTextOnPrimary,
  HasLogo: t.logo !== null,
  DefaultLanguage: isLanguage(t.defaultLanguage) ? t.defaultLanguage : DEFAULT_LANGUAGE,
});

export const toBranding = (t: TenantRow): TenantBranding => ({
  Name: t.name,
  Subdomain: t.subdomain,
  PrimaryColor: t.primaryColor,
  UseLightTextOnPrimary: t.useLightTextOnPrimary,
  Logo: imageDataUrl(t.logo),
  SupportEmail: t.supportEmail,
});
