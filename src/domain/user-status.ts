export type UserStatus = 'Deactivated' | 'Invited' | 'Active';

// Deactivation wins over everything: a deactivated invitee is not "Invited".
export function userStatus(u: { DeactivatedAt: string | null; InvitationAcceptedAt: string | null }): UserStatus {
  if (u.DeactivatedAt !== null) return 'Deactivated';
  if (u.InvitationAcceptedAt === null) return 'Invited';
  return 'Active';
}
