/**
 * The session lives in localStorage under the seed's keys ('token' and 'userId').
 * Storage can throw (disabled storage, private mode quotas), and a broken storage
 * must read as "signed out" rather than crash the app.
 */
const TOKEN_KEY = 'token';
const USER_ID_KEY = 'userId';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts only as long as the page.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored for the same reason as in write().
  }
}

export const authStorage = {
  getToken: (): string | null => read(TOKEN_KEY),
  getUserId: (): string | null => read(USER_ID_KEY),
  /** A session is stored: worth asking the server who it belongs to. */
  hasSession: (): boolean => Boolean(read(TOKEN_KEY) && read(USER_ID_KEY)),
  setSession(token: string, userId: string): void {
    write(TOKEN_KEY, token);
    write(USER_ID_KEY, userId);
  },
  clearToken: (): void => remove(TOKEN_KEY),
  clear(): void {
    remove(TOKEN_KEY);
    remove(USER_ID_KEY);
  },
};
