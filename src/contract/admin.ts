import { z } from 'zod';
import { email, requiredText, text } from './common';
import { RoleName } from './people';
import { isStrongPassword, WEAK_PASSWORD_MESSAGE } from '../domain/password-strength';
import { isTimeZoneName } from '../domain/time-zones';

const RESERVED = new Set(['www', 'api', 'app', 'admin', 'default', 'staging']);

export const Subdomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'A subdomain has 1–63 letters, digits or hyphens.')
  .refine((s) => !RESERVED.has(s), 'This subdomain is reserved.');

export const StrongPassword = z.string().trim().refine(isStrongPassword, WEAK_PASSWORD_MESSAGE);

export const CreateTenantInput = z.object({
  subdomain: Subdomain,
  name: requiredText(255, 'A company name is required.'),
  ceoName: requiredText(255, 'A CEO name is required.'),
  ceoEmail: email(255),
  password: StrongPassword,
  effectiveDate: z.iso.date('The effective date must be YYYY-MM-DD.').optional(),
  timeZone: z.string().refine(isTimeZoneName, 'Unknown time zone; use a name such as "Central Time (US & Canada)".').optional(),
  goalType: z.enum(['SMART', 'OKR', 'ObjectiveResult']).optional(),
});
export type CreateTenantInput = z.input<typeof CreateTenantInput>;

export const AddUserInput = z.object({
  name: requiredText(255, 'A name is required.'),
  email: email(255),
  password: StrongPassword.optional(),
  role: RoleName,
  managerEmail: email(255).optional(),
  jobTitle: text(255).optional(),
  orgUnit: text(255).optional(),
  isOrgAdmin: z.boolean().default(false),
  isGoalAdmin: z.boolean().default(false),
  isGoalManager: z.boolean().default(false),
  isHrAdmin: z.boolean().default(false),
});
export type AddUserInput = z.input<typeof AddUserInput>;
