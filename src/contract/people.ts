import { z } from 'zod';
import { ROLE_NAMES } from '../domain/roles';

/** ceo, manager, contributor (shown as Individual Contributor) or observer. */
export const RoleName = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof RoleName>;

/** Derived from DeactivatedAt and InvitationAcceptedAt (spec 001 §4, src/domain/user-status.ts). */
export const UserStatus = z.enum(['Active', 'Invited', 'Deactivated']);
export type UserStatus = z.infer<typeof UserStatus>;

/**
 * A person's profile (spec 001 §3). Avatar and AvatarImage are the same URL, usable in an <img> without an
 * Authorization header (it carries an unguessable key that changes with each upload), or null.
 */
export const Profile = z.object({
  Id: z.number(),
  Name: z.string(),
  Avatar: z.string().nullable().describe('URL of the avatar image (works in <img> without a token), or null'),
  AvatarImage: z.string().nullable(),
  JobTitle: z.string().nullable(),
  Email: z.string(),
  UnconfirmedEmail: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  TimeZone: z.string().nullable(),
  RoleName,
  OrgUnit: z.string().nullable(),
  LinkedinUrl: z.string().nullable(),
  Biography: z.string().nullable(),
  Disc: z.string().nullable(),
  IsOrgAdmin: z.boolean(),
  IsGoalAdmin: z.boolean(),
  IsGoalManager: z.boolean(),
  IsHrAdmin: z.boolean(),
  IsDelegate: z.boolean(),
  IsEditable: z.boolean(),
  DeactivatedAt: z.string().nullable(),
  InvitationAcceptedAt: z.string().nullable(),
  EmailActivatedAt: z.string().nullable(),
  CreatedAt: z.string(),
  ParentId: z.number().nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const Hierarchy = z.object({
  Descendants: z.array(z.number()).describe('Ids of everyone below the signed-in user'),
  Peers: z.array(z.number()).describe('Ids of the users who share the signed-in user’s manager'),
});
export type Hierarchy = z.infer<typeof Hierarchy>;

/** A person as lists show them: manager, direct reports, manager choices. */
export const PersonSummary = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  OrgUnit: z.string().nullable(),
  Avatar: z.string().nullable(),
  RoleName,
  Status: UserStatus,
});
export type PersonSummary = z.infer<typeof PersonSummary>;

export const HelpContact = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  Email: z.string(),
  Avatar: z.string().nullable().describe('URL of the avatar image, or null (ours: the list shows each contact’s photo)'),
});
export const HelpResponse = z.object({
  helplink: z.string().nullable(),
  users: z.object({
    OrgAdmins: z.array(HelpContact),
    GoalAdmins: z.array(HelpContact),
    HrAdmins: z.array(HelpContact),
    GoalManagers: z.array(HelpContact),
  }),
});
export type HelpResponse = z.infer<typeof HelpResponse>;
