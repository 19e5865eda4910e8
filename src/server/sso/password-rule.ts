import type { PasswordRule } from '../auth';
import { findConnection } from './queries';

export const passwordSignInClosed = (provider: string) => `Password sign-in is closed for this company: sign in with ${provider}.`;

/**
 * A company that closed password sign-in keeps one way back in when its provider is down: the CEO's password. Everyone
 * else, and every address that is nobody's, is refused alike (decision 072).
 */
export const ssoPasswordRule: PasswordRule = async (tx, tenantId, user) => {
  if (user?.roleName === 'ceo') return null;
  const connection = await findConnection(tx, tenantId);
  return connection && !connection.passwordSignIn ? passwordSignInClosed(connection.providerName) : null;
};
