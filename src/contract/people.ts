import { z } from 'zod';

export const RoleName = z.enum(['ceo', 'manager', 'contributor', 'observer']);
export type RoleName = z.infer<typeof RoleName>;

export const Profile = z.object({
  Id: z.number(),
  Name: z.string(),
  Avatar: z.string().nullable().describe('URL of the avatar image, or null'),
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

export const HelpContact = z.object({ Id: z.number(), Name: z.string(), JobTitle: z.string().nullable(), Email: z.string() });
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
