const TOKEN_KEY = 'auth_token';
// When this browser got the token, for refreshing it before the week a session lasts is over.
const ISSUED_KEY = 'auth_token_at';

export const getAuthToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function setAuthToken(token: string, now = Date.now()): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ISSUED_KEY, String(now));
}

/** When the stored token was received (ms since the epoch), or null when unknown. */
export function getAuthTokenIssuedAt(): number | null {
  const value = Number(localStorage.getItem(ISSUED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

// The spec clears all of local storage on sign-out, not only the token.
export const clearLocalStorage = (): void => localStorage.clear();
