import i18next from 'i18next';
import type { ProfileDetail, ProfileUpdate } from '../../../../contract/profile';
import { isLinkedinUrl, PROFILE_LIMITS } from '../../../../domain/people/profile-rules';
import { isValidEmail } from '../../auth/account-fields-face';
import { checks, maxLength, required, when, type Check } from './field-checks';
import { roleLabel } from './manage-user-rules';

// Spec 001 §5 Edit profile; the limits and the LinkedIn rule are the contract's (src/domain/people).

export type EditProfileValues = {
  Name: string;
  JobTitle: string;
  Email: string;
  PhoneNumber: string;
  TimeZone: string | undefined;
  OrgUnit: string;
  LinkedinUrl: string;
  Biography: string;
};

/** Spec 001 §5 Edit profile, field by field. */
export const editProfileChecks = {
  Name: checks(
    required(() => i18next.t('profile:editProfile.nameRequired')),
    maxLength(PROFILE_LIMITS.Name),
  ),
  JobTitle: checks(
    required(() => i18next.t('profile:editProfile.jobTitleRequired')),
    maxLength(PROFILE_LIMITS.JobTitle),
  ),
  Email: checks(
    required(() => i18next.t('profile:checks.emailRequired')),
    maxLength(PROFILE_LIMITS.Email),
    when(isValidEmail, () => i18next.t('profile:editProfile.emailInvalid')),
  ),
  PhoneNumber: maxLength(PROFILE_LIMITS.PhoneNumber),
  OrgUnit: maxLength(PROFILE_LIMITS.OrgUnit),
  // The domain's INVALID_LINKEDIN, in the language shown.
  LinkedinUrl: checks(
    maxLength(PROFILE_LIMITS.LinkedinUrl),
    when(isLinkedinUrl, () => i18next.t('profile:editProfile.linkedinInvalid')),
  ),
  Biography: maxLength(PROFILE_LIMITS.Biography),
} satisfies Record<string, Check>;

/** The department field shows on CEO and manager profiles (spec 001 §5). */
export const showsDepartment = (profile: Pick<ProfileDetail, 'RoleName'>) => profile.RoleName === 'ceo' || profile.RoleName === 'manager';

/**
 * The Role row shows to the CEO, or when editing someone else, always disabled: roles change in Manage User.
 * Its text is the role's label.
 */
export const roleRow = (viewer: { RoleName: string }, profile: Pick<ProfileDetail, 'RoleName' | 'IsSelf'>): string | null =>
  viewer.RoleName === 'ceo' || !profile.IsSelf ? roleLabel(profile.RoleName) : null;

export const initialProfileValues = (p: ProfileDetail): EditProfileValues => ({
  Name: p.Name,
  JobTitle: p.JobTitle ?? '',
  // The confirmed address: a pending new one is shown beside the field and stays pending unless this changes.
  Email: p.Email,
  PhoneNumber: p.PhoneNumber ?? '',
  TimeZone: p.TimeZone ?? undefined,
  OrgUnit: p.OrgUnit ?? '',
  LinkedinUrl: p.LinkedinUrl ?? '',
  Biography: p.Biography ?? '',
});

const trimmed = (v: string | undefined) => (v ?? '').trim();

export const hasProfileChanges = (initial: EditProfileValues, now: Partial<EditProfileValues>) =>
  (Object.keys(initial) as (keyof EditProfileValues)[]).some(
    (key) => now[key] !== undefined && trimmed(now[key]) !== trimmed(initial[key]),
  );

/**
 * The update payload: values trimmed, empty ones as null. The department is sent only where the form shows it
 * (left out, the server keeps it). RoleName is the current role or null (spec: an empty role is sent as null).
 */
export function profilePayload(profile: ProfileDetail, values: EditProfileValues): ProfileUpdate {
  const orNull = (v: string | undefined) => trimmed(v) || null;
  return {
    Name: trimmed(values.Name),
    JobTitle: trimmed(values.JobTitle),
    Email: trimmed(values.Email),
    PhoneNumber: orNull(values.PhoneNumber),
    TimeZone: values.TimeZone || null,
    ...(showsDepartment(profile) ? { OrgUnit: orNull(values.OrgUnit) } : {}),
    RoleName: profile.RoleName ?? null,
    LinkedinUrl: orNull(values.LinkedinUrl),
    Biography: orNull(values.Biography),
  };
}

/** Avatars are checked by their first bytes (the server checks again): PNG or JPEG, whatever the name says. */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}
