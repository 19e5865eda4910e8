// Spec 001 §5 (edit profile, add employee, responsibility, company edit) and §9 limits.

export const PROFILE_LIMITS = {
  Name: 255,
  JobTitle: 255,
  Email: 255,
  PhoneNumber: 50,
  OrgUnit: 255,
  LinkedinUrl: 1024,
  // Not in the spec; a few paragraphs.
  Biography: 2000,
} as const;

export const ADD_EMPLOYEE_LIMITS = { Name: 255, Email: 1024, JobTitle: 255, OrgUnit: 100 } as const;
export const COMPANY_LIMITS = { Name: 255, Url: 255 } as const;
// Not in the spec; responsibilities are a short list of duties.
export const RESPONSIBILITY_MAX = 5000;

export const DEFAULT_DEPARTMENT = 'Corporate';
export const INVALID_LINKEDIN = 'Invalid LinkedIn URL!';
export const ONLY_PNG_JPG = 'Only PNG and JPG formats are allowed to upload.';
/** Largest avatar or logo upload accepted, before re-encoding. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Empty, or the professional network's secure address, with or without www. */
export const isLinkedinUrl = (value: string): boolean =>
  value.trim() === '' || /^https:\/\/(www\.)?linkedin\.com(\/|$)/i.test(value.trim());

/** A colour as six hex digits without '#', the way tenants store it ('E3AB24'). */
export const isHexColor = (value: string): boolean => /^[0-9a-f]{6}$/i.test(value);
