/**
 * The sign-in token, kept in localStorage under the key of spec 1 §9 ("auth._token.local").
 * The value is the raw token; requests send it as `Authorization: Bearer <token>`.
 */
export const TOKEN_KEY = 'auth._token.local';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the user then stays signed in for this page only.
    return null;
  }
}

export const tokenStorage = {
  get(): string | null {
    const value = storage()?.getItem(TOKEN_KEY);
    return value ? value : null;
  },
  set(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_KEY);
  },
};
