const TOKEN_KEY = 'auth_token';

export const getAuthToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setAuthToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);

// The spec clears all of local storage on sign-out, not only the token.
export const clearLocalStorage = (): void => localStorage.clear();
