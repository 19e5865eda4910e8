import i18next from 'i18next';
import type { Language } from '../../../domain/languages';
import type {
  BrandingRequest,
  Company,
  CompanyAiRequest,
  CompanySettingsRequest,
  EditTenantRequest,
  LogoKind,
} from '../../../contract/company';
import { COMPANY_LIMITS, IMAGE_MAX_BYTES, isHexColor } from '../../../domain/people/profile-rules';
import { numberText } from '../../shared/numbers';

// Texts come from the catalogue (company namespace) in the language shown when a rule is called.

/** The drawer's form: company info and the colour; logos are kept beside it (they are files). */
export type CompanyValues = {
  Name: string;
  Url: string;
  TimeZone: string;
  /** '#RRGGBB' as the colour picker gives it. */
  PrimaryColor: string;
  UseLightTextOnPrimary: boolean;
  /** Private notes and talent appraisals (the CEO and org admins). */
  EmployeeNotesEnabled: boolean;
  TalentEnabled: boolean;
  /** The language of people who chose none and whose browser asks for none Trellis speaks. */
  DefaultLanguage: Language;
  /** The company's own AI model (the CEO and org admins); the key field starts empty, as the key is never sent back. */
  AiBaseUrl: string;
  AiModel: string;
  AiApiKey: string;
  AiRemoveKey: boolean;
};

/** A logo in the drawer: as stored, replaced by a chosen file, or removed. */
export type LogoChange = { kind: 'keep' } | { kind: 'replace'; file: File; preview: string } | { kind: 'remove' };
export type LogoChanges = Record<LogoKind, LogoChange>;
export const NO_LOGO_CHANGES: LogoChanges = { logo: { kind: 'keep' }, squarelogo: { kind: 'keep' } };

export type SaveStep =
  | { kind: 'info'; body: EditTenantRequest }
  | { kind: 'branding'; body: BrandingRequest }
  | { kind: 'settings'; body: CompanySettingsRequest }
  | { kind: 'ai'; body: CompanyAiRequest }
  | { kind: 'upload'; logo: LogoKind; file: File }
  | { kind: 'remove'; logo: LogoKind };

/** 'Must be at most N characters.' in the language shown. */
export const maxLengthText = (max: number) => i18next.t('company:checks.maxLength', { max });

// Spec 001 §5 Company edit.
export const nameRules = () => [
  { required: true, whitespace: true, message: i18next.t('company:checks.nameRequired') },
  { max: COMPANY_LIMITS.Name, message: maxLengthText(COMPANY_LIMITS.Name) },
];
export const urlRules = () => [{ max: COMPANY_LIMITS.Url, message: maxLengthText(COMPANY_LIMITS.Url) }];

/** The largest logo, in MB, as the hints and refusals name it. */
export const logoMaxMb = () => numberText(IMAGE_MAX_BYTES / 1024 / 1024);

/** '#e3ab24', 'E3AB24' or '#E3AB24' → 'E3AB24'; anything else → null. */
export function hexOf(colour: string): string | null {
  const hex = colour.trim().replace(/^#/, '').toUpperCase();
  return isHexColor(hex) ? hex : null;
}

export function valuesOf(company: Company): CompanyValues {
  return {
    Name: company.Name,
    Url: company.Url ?? '',
    TimeZone: company.TimeZone,
    PrimaryColor: `#${hexOf(company.PrimaryColor) ?? 'E3AB24'}`,
    UseLightTextOnPrimary: company.UseLightTextOnPrimary,
    EmployeeNotesEnabled: company.EmployeeNotesEnabled,
    TalentEnabled: company.TalentEnabled,
    DefaultLanguage: company.DefaultLanguage,
    AiBaseUrl: company.Ai?.BaseUrl ?? '',
    AiModel: company.Ai?.Model ?? '',
    AiApiKey: '',
    AiRemoveKey: false,
  };
}

const infoChanged = (a: CompanyValues, b: CompanyValues) =>
  a.Name.trim() !== b.Name.trim() || a.Url.trim() !== b.Url.trim() || a.TimeZone !== b.TimeZone;
const brandingChanged = (a: CompanyValues, b: CompanyValues) =>
  hexOf(a.PrimaryColor) !== hexOf(b.PrimaryColor) || a.UseLightTextOnPrimary !== b.UseLightTextOnPrimary;
const SETTINGS = ['EmployeeNotesEnabled', 'TalentEnabled', 'DefaultLanguage'] as const;
/** The settings that changed, as PUT /tenant/settings takes them; null when none did. */
function changedSettings(a: CompanyValues, b: CompanyValues): CompanySettingsRequest | null {
  const changed = SETTINGS.filter((k) => a[k] !== b[k]);
  return changed.length ? Object.fromEntries(changed.map((k) => [k, b[k]])) : null;
}
const settingsChanged = (a: CompanyValues, b: CompanyValues) => changedSettings(a, b) !== null;

/** PUT /tenant/ai's body when the model, its server or its key changed; null when nothing did. */
function changedAi(a: CompanyValues, b: CompanyValues): CompanyAiRequest | null {
  const key = b.AiApiKey.trim();
  const changed = a.AiBaseUrl.trim() !== b.AiBaseUrl.trim() || a.AiModel.trim() !== b.AiModel.trim() || key !== '' || b.AiRemoveKey;
  if (!changed) return null;
  const apiKey = b.AiRemoveKey ? { ApiKey: '' } : key ? { ApiKey: key } : {};
  return { BaseUrl: b.AiBaseUrl.trim(), Model: b.AiModel.trim(), ...apiKey };
}

export function hasChanges(initial: CompanyValues, values: CompanyValues, logos: LogoChanges): boolean {
  return (
    infoChanged(initial, values) ||
    brandingChanged(initial, values) ||
    settingsChanged(initial, values) ||
    changedAi(initial, values) !== null ||
    logos.logo.kind !== 'keep' ||
    logos.squarelogo.kind !== 'keep'
  );
}

/**
 * The calls that store what changed, and nothing else (an unchanged drawer saves nothing). An org admin sees only
 * the settings, so only they can change for them.
 */
export function savePlan(initial: CompanyValues, values: CompanyValues, logos: LogoChanges): SaveStep[] {
  const steps: SaveStep[] = [];
  if (infoChanged(initial, values)) {
    steps.push({ kind: 'info', body: { Name: values.Name.trim(), Url: values.Url.trim() || null, TimeZone: values.TimeZone } });
  }
  if (brandingChanged(initial, values)) {
    steps.push({
      kind: 'branding',
      body: { PrimaryColor: hexOf(values.PrimaryColor) ?? values.PrimaryColor, UseLightTextOnPrimary: values.UseLightTextOnPrimary },
    });
  }
  const settings = changedSettings(initial, values);
  if (settings) steps.push({ kind: 'settings', body: settings });
  const ai = changedAi(initial, values);
  if (ai) steps.push({ kind: 'ai', body: ai });
  for (const logo of ['logo', 'squarelogo'] as const) {
    const change = logos[logo];
    if (change.kind === 'replace') steps.push({ kind: 'upload', logo, file: change.file });
    if (change.kind === 'remove') steps.push({ kind: 'remove', logo });
  }
  return steps;
}

/**
 * Why a chosen logo file cannot be used, or null. The type a browser reports comes from the name; the server
 * checks the content, this only saves a pointless upload.
 */
export function logoFileRefusal(file: { type: string; size: number }): string | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return i18next.t('company:logo.onlyPngJpg');
  if (file.size > IMAGE_MAX_BYTES) return i18next.t('company:logo.tooLarge', { size: logoMaxMb() });
  return null;
}

/** Colours offered beside the picker: the product's default, its app blue and a few calm brand colours. */
export const COLOUR_PRESETS = ['#E3AB24', '#3781C2', '#1F6F50', '#B5453A', '#6B4FA0', '#0F766E', '#334155', '#C2410C'];

const AI_FIELDS: Record<string, keyof CompanyValues> = { BaseUrl: 'AiBaseUrl', Model: 'AiModel', ApiKey: 'AiApiKey' };
/** The form field a server's field error names (PUT /tenant/ai names its own), or null when the form has none. */
export function formFieldOf(field: string, values: CompanyValues): keyof CompanyValues | null {
  if (field in AI_FIELDS) return AI_FIELDS[field]!;
  return field in values ? (field as keyof CompanyValues) : null;
}
