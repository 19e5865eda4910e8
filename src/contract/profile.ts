import { z } from 'zod';
import { ADMIN_FLAGS } from '../domain/people/permissions';
import { ADD_EMPLOYEE_LIMITS, INVALID_LINKEDIN, isLinkedinUrl, PROFILE_LIMITS, RESPONSIBILITY_MAX } from '../domain/people/profile-rules';
import { isTimeZoneName } from '../domain/time-zones';
import { Language, requiredText, text, webUrl } from './common';
import { PersonSummary, Profile, RoleName, UserStatus } from './people';

// Spec 001 §7 'Profile and users'. Paths are those of the spec (any letter case works); where the spec shows
// none, the path named here is ours.

const id = z.coerce.number().int().positive();
/** '' and null both mean "none". */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const requiredEmail = (max: number, invalid: string) =>
  z
    .string({ error: 'Please input your email!' })
    .trim()
    .min(1, 'Please input your email!')
    .max(max, `Must be at most ${max} characters.`)
    .pipe(z.email(invalid));

export const AdminFlag = z.enum(ADMIN_FLAGS);
export type AdminFlag = z.infer<typeof AdminFlag>;

/** What the viewer may do on this profile; computed on the server from src/domain/people/permissions.ts. */
export const ProfilePermissions = z.object({
  CanEdit: z.boolean().describe('Edit profile, avatar and email (same as IsEditable)'),
  CanManageUser: z.boolean().describe('Manage User (roles and admin flags)'),
  AssignableRoles: z.array(RoleName).describe('Roles the viewer may pick; empty when the role cannot change'),
  AssignableFlags: z.array(AdminFlag).describe('Admin flags the viewer may change (for the current role)'),
  CanDeactivate: z.boolean(),
  CanActivate: z.boolean(),
  CanReinvite: z.boolean().describe('Only before the invitation is accepted'),
  CanChangeManager: z.boolean(),
  CanEditResponsibility: z.boolean(),
  CanAddEmployee: z.boolean().describe('The viewer may add an employee reporting to this person'),
  CanAddObserver: z.boolean().describe('The observer option of Add Employee'),
});
export type ProfilePermissions = z.infer<typeof ProfilePermissions>;

/** Which tabs of the profile page show (spec 001 §6). */
export const ProfileTabs = z.object({
  Goals: z.boolean(),
  DirectReports: z.boolean(),
  UserManual: z.boolean(),
  Settings: z.boolean(),
  Appraisals: z.boolean(),
  Notes: z.boolean(),
});
export type ProfileTabs = z.infer<typeof ProfileTabs>;

/** The viewer's actions on one direct report (the actions button of the Direct Reports table). */
export const ReportPermissions = ProfilePermissions.pick({
  CanManageUser: true,
  CanDeactivate: true,
  CanActivate: true,
  CanReinvite: true,
  CanChangeManager: true,
});

/** A direct report on the profile page: Employee and Status (Active or Invited), with the viewer's actions. */
export const DirectReport = PersonSummary.extend({
  Email: z.string(),
  UnconfirmedEmail: z.string().nullable(),
  Permissions: ReportPermissions,
});
export type DirectReport = z.infer<typeof DirectReport>;

/**
 * GET /api/profile/{id}: the Profile plus what the profile page needs. Deactivated direct reports are not
 * listed (their status is neither Active nor Invited); DirectReports holds at most 500 (DirectReportCount all).
 */
export const ProfileDetail = Profile.extend({
  Status: UserStatus,
  IsSelf: z.boolean().describe("The viewer's own profile: shown with '(You)'"),
  Manager: PersonSummary.nullable(),
  DirectReports: z.array(DirectReport),
  DirectReportCount: z.number(),
  Responsibility: z.string().nullable(),
  EmailNotifications: z.boolean().nullable().describe('Email-notification preference; only on your own profile, else null'),
  Language: Language.nullable().describe(
    'The language chosen on your own profile (null: the browser’s, then the company’s); null on others’',
  ),
  Permissions: ProfilePermissions,
  Tabs: ProfileTabs,
  CanAddNote: z
    .boolean()
    .describe('Notes on, not oneself, and the person is below the viewer (the Notes tab lists the viewer’s notes either way)'),
});
export type ProfileDetail = z.infer<typeof ProfileDetail>;

/**
 * PUT /api/profile/{id} (the spec shows no path). Changes Name, JobTitle, PhoneNumber, TimeZone, OrgUnit,
 * LinkedinUrl and Biography at once. A new Email is not applied: it becomes UnconfirmedEmail and a confirmation
 * mail goes to it (an invited person's address is replaced and the invitation re-sent). OrgUnit left out stays
 * as it is (the form hides it on contributor profiles); null or '' clears it. RoleName, if sent, must be the
 * current role: roles change through PUT /api/profile/Roles/{id}. Answers the updated ProfileDetail.
 */
export const ProfileUpdate = z.object({
  Name: requiredText(PROFILE_LIMITS.Name, 'Please input your name!'),
  JobTitle: requiredText(PROFILE_LIMITS.JobTitle, 'Please input your job title!'),
  Email: requiredEmail(PROFILE_LIMITS.Email, 'Please enter valid email'),
  PhoneNumber: optionalText(PROFILE_LIMITS.PhoneNumber),
  TimeZone: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isTimeZoneName(v), 'Unknown time zone.'),
  OrgUnit: text(PROFILE_LIMITS.OrgUnit)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  RoleName: RoleName.nullish(),
  LinkedinUrl: webUrl(PROFILE_LIMITS.LinkedinUrl)
    .refine(isLinkedinUrl, INVALID_LINKEDIN)
    .nullish()
    .transform((v) => (v ? v : null)),
  Biography: optionalText(PROFILE_LIMITS.Biography),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/**
 * POST /api/Profile/Avatar/Upload/{profileId}: multipart with one file field `file` (PNG or JPEG by content,
 * at most 5 MB; re-encoded without metadata). 415 'Only PNG and JPG formats are allowed to upload.' otherwise,
 * 413 when too large. DELETE /api/Profile/Avatar/{profileId} removes it. Both answer the new URLs.
 */
export const AvatarUploadResult = z.object({ Avatar: z.string().nullable(), AvatarImage: z.string().nullable() });
export type AvatarUploadResult = z.infer<typeof AvatarUploadResult>;

/** GET /api/Profile/avatar/{id}/base64: the avatar as a data URL, or null. */
export const AvatarBase64 = z.object({ data: z.string().nullable() });
export type AvatarBase64 = z.infer<typeof AvatarBase64>;

/** GET /api/profile/avatar/{id}?v={key}: the image itself; `v` is the key inside every Avatar URL. */
export const AvatarQuery = z.object({ v: z.string().max(64).optional() });

/** The avatar upload's and removal's path: whose picture. */
export const ProfileIdParam = z.object({ profileId: id });

/**
 * GET /api/profile/DeactivateData/{id}: what a deactivation touches. GoalCount: the person's goals of the
 * current and later quarters (they keep their owner, shown as deactivated). UserCount: their direct reports
 * who are not deactivated (they move to the person's own manager).
 */
export const DeactivateData = z.object({ GoalCount: z.number(), UserCount: z.number() });
export type DeactivateData = z.infer<typeof DeactivateData>;

/** GET /api/profile/Deactivate/{id}, GET /api/profile/Activate/{id}: the person's new status. */
export const StatusChangeResult = z.object({
  Message: z.string(),
  Status: UserStatus,
  MovedReports: z.number().describe('Direct reports moved to the new manager (deactivation), else 0'),
});
export type StatusChangeResult = z.infer<typeof StatusChangeResult>;

/** GET /api/Profile/Reinvite/{id}: Message is the banner 'An invitation has been re-sent to {email}.' */
export const ReinviteResult = z.object({ Message: z.string(), Email: z.string() });
export type ReinviteResult = z.infer<typeof ReinviteResult>;

/**
 * PUT /api/profile/Roles/{id} (the Manage-user payload). Making someone CEO needs Confirm: 'CONFIRM' (typed by the
 * user); the current CEO then becomes a manager reporting to the new CEO and keeps their reports. Errors answer
 * { Message } (400/403/409) for the text under the role selector. Answers the updated ProfileDetail.
 */
export const RolesUpdate = z.object({
  RoleName,
  IsOrgAdmin: z.boolean().default(false),
  IsGoalAdmin: z.boolean().default(false),
  IsHrAdmin: z.boolean().default(false),
  IsGoalManager: z.boolean().default(false),
  // Not in the spec's call: a client written from it leaves the flag out and so leaves it as it is.
  IsDelegate: z.boolean().optional().describe('Strategy delegate (decision 031); left out, it stays as it is'),
  Confirm: z.string().trim().max(20).optional().describe("'CONFIRM' when RoleName is ceo and the person is not yet CEO"),
  RemoveManager: z
    .boolean()
    .optional()
    .describe('true with RoleName observer: the person leaves their manager and becomes an observer (refused otherwise)'),
});
export type RolesUpdate = z.input<typeof RolesUpdate>;

/** GET /api/Profile/CEO: the current CEO (null only in a company without one). */
export const CeoResult = z.object({ Id: z.number(), Name: z.string() }).nullable();
export type CeoResult = z.infer<typeof CeoResult>;

/** GET /api/profile/responsibily/{id} (sic) and the answer of PUT /api/Profile/responsibility/{id}. */
export const Responsibility = z.object({ Body: z.string().nullable(), CanEdit: z.boolean() });
export type Responsibility = z.infer<typeof Responsibility>;

/** PUT /api/Profile/responsibility/{id}: Body required ('Please input!'), plain text. */
export const ResponsibilityUpdate = z.object({ Body: requiredText(RESPONSIBILITY_MAX, 'Please input!') });
export type ResponsibilityUpdate = z.input<typeof ResponsibilityUpdate>;

/** One choice in a manager picker (Change or Assign Manager, Add Employee): an active CEO or manager. */
export const ManagerChoice = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  OrgUnit: z.string().nullable(),
  Avatar: z.string().nullable(),
  Email: z.string(),
});
export type ManagerChoice = z.infer<typeof ManagerChoice>;

/**
 * GET /api/Profile/GetChangeManagerList/{id}: every manager the person may report to (not themselves, nobody
 * below them; for a viewer who is not CEO or org admin only the viewer and managers in the viewer's subtree),
 * by name; the client searches it. CurrentManagerId marks the radio.
 */
export const ChangeManagerList = z.object({ CurrentManagerId: z.number().nullable(), Managers: z.array(ManagerChoice) });
export type ChangeManagerList = z.infer<typeof ChangeManagerList>;

export const ChangeManagerParams = z.object({ id, managerId: id });

/** GET /api/Profile/ChangeManager/{id}/{managerId}. 400 when it would put someone under their own report. */
export const ChangeManagerResult = z.object({ Message: z.string(), ParentId: z.number() });
export type ChangeManagerResult = z.infer<typeof ChangeManagerResult>;

/**
 * GET /api/Profile/AddEmployeeManagers (ours): the managers an employee added by the viewer may report to:
 * everyone's for the CEO and org admins, else the viewer and the managers below them.
 */
export const AddEmployeeManagers = z.object({ Managers: z.array(ManagerChoice) });
export type AddEmployeeManagers = z.infer<typeof AddEmployeeManagers>;

/**
 * POST /api/Profile/AddEmployee (the add-employee payload). IsManager and IsObserver exclude each other; only
 * the CEO and org admins add observers (who report to nobody, so ParentId is ignored). ParentId defaults to
 * the viewer. Errors about the address answer with Field 'Email' (the form shows them under Email).
 */
export const AddEmployeeRequest = z.object({
  Name: requiredText(ADD_EMPLOYEE_LIMITS.Name, 'Please input your full name!'),
  Email: requiredEmail(ADD_EMPLOYEE_LIMITS.Email, 'Enter valid email!'),
  JobTitle: optionalText(ADD_EMPLOYEE_LIMITS.JobTitle),
  ParentId: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((v) => (v ? v : null)),
  IsManager: z.boolean().default(false),
  IsObserver: z.boolean().default(false),
  OrgUnit: optionalText(ADD_EMPLOYEE_LIMITS.OrgUnit),
});
export type AddEmployeeRequest = z.input<typeof AddEmployeeRequest>;

/** Message: 'An invitation has been sent to {email}.' */
export const AddEmployeeResult = z.object({ Id: z.number(), Message: z.string() });
export type AddEmployeeResult = z.infer<typeof AddEmployeeResult>;

/** GET /api/Profile/EmailPrefrence/{x} (sic): x is true/false (or 1/0), the new email-notification setting. */
export const EmailPreferenceParams = z.object({
  x: z.enum(['true', 'false', '1', '0', 'True', 'False']).transform((v) => v === 'true' || v === 'True' || v === '1'),
});
export const EmailPreference = z.object({ EmailNotifications: z.boolean() });
export type EmailPreference = z.infer<typeof EmailPreference>;

/** PUT /api/Profile/Language {Language}: one's own language; null goes back to the browser's, then the company's. */
export const LanguageChoice = z.object({ Language: Language.nullable() });
export type LanguageChoice = z.infer<typeof LanguageChoice>;

/** GET /api/Profile/goals/{a}/{b}: user a's goals of period b that the viewer may see (?Page, ?PageSize ≤ 100). */
export const ProfileGoalsParams = z.object({ a: id.describe('User id'), b: id.describe('Period id') });
export const ProfileGoalsQuery = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(50),
});
