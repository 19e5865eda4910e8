// The auth area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { authRoutes } from './routes';
export { findActiveSession, revokeUserSessions } from './session-queries';
// A person as an actor without a session: the one a SCIM token acts for (decision 071).
export { findActor as findPersonActor } from './session-queries';
export { hashToken } from './tokens';
export { tenantUrl } from './links';
export { hashPassword } from './passwords';
export { sendInvitation, sendEmailConfirmation } from './invitations';
export { sendInvitations } from './invite-many';
export { avatarUrl, profileColumns, toProfile, type ProfileSource, type UserRow } from './user-mapping';
export { findUser, findUserByEmail, findUserWithTenant } from './user-queries';
export { findActor, openSession } from './find-actor';
export { createSignInHandOver, redeemSignInHandOver } from './hand-over';
export { newTenantToken, readTenantToken } from './tokens';
export type { PasswordRule } from './sign-in';
