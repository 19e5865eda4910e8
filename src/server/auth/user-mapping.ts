import type { Profile, RoleName } from '../../contract/people';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The columns a Profile is made of: no password hash, no avatar bytes, so lists can read many. */
export const profileColumns = {
  id: users.id,
  name: users.name,
  avatarKey: users.avatarKey,
  jobTitle: users.jobTitle,
  email: users.email,
  unconfirmedEmail: users.unconfirmedEmail,
  phoneNumber: users.phoneNumber,
  timeZone: users.timeZone,
  roleName: users.roleName,
  orgUnit: users.orgUnit,
  linkedinUrl: users.linkedinUrl,
  biography: users.biography,
  disc: users.disc,
  isOrgAdmin: users.isOrgAdmin,
  isGoalAdmin: users.isGoalAdmin,
  isGoalManager: users.isGoalManager,
  isHrAdmin: users.isHrAdmin,
  isDelegate: users.isDelegate,
  deactivatedAt: users.deactivatedAt,
  invitationAcceptedAt: users.invitationAcceptedAt,
  emailActivatedAt: users.emailActivatedAt,
  createdAt: users.createdAt,
  parentId: users.parentId,
};
export type ProfileSource = Pick<UserRow, keyof typeof profileColumns>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The avatar's address: its key makes it work in an <img> without a token and changes with every upload. */
export const avatarUrl = (u: { id: number; avatarKey: string | null }) =>
  u.avatarKey ? `/api/profile/avatar/${u.id}?v=${u.avatarKey}` : null;

/** The wire Profile of a user; IsEditable says whether the viewer may edit it. */
export function toProfile(u: ProfileSource, isEditable: boolean): Profile {
  return {
    Id: u.id,
    Name: u.name,
    Avatar: avatarUrl(u),
    AvatarImage: avatarUrl(u),
    JobTitle: u.jobTitle,
    Email: u.email,
    UnconfirmedEmail: u.unconfirmedEmail,
    PhoneNumber: u.phoneNumber,
    TimeZone: u.timeZone,
    RoleName: u.roleName as RoleName,
    OrgUnit: u.orgUnit,
    LinkedinUrl: u.linkedinUrl,
    Biography: u.biography,
    Disc: u.disc,
    IsOrgAdmin: u.isOrgAdmin,
    IsGoalAdmin: u.isGoalAdmin,
    IsGoalManager: u.isGoalManager,
    IsHrAdmin: u.isHrAdmin,
    IsDelegate: u.isDelegate,
    IsEditable: isEditable,
    DeactivatedAt: iso(u.deactivatedAt),
    InvitationAcceptedAt: iso(u.invitationAcceptedAt),
    EmailActivatedAt: iso(u.emailActivatedAt),
    CreatedAt: u.createdAt.toISOString(),
    ParentId: u.parentId,
  };
}
