/**
 * Everything the app keeps in localStorage, behind one module so the key names exist once. The signed-in session
 * (tokens + user) is also an observable store, so the shell re-renders when the API client refreshes or clears it.
 */
import { useSyncExternalStore } from 'react';
import { type Profile, ProfileSchema } from '@/domain/auth/profile';
import { type Language, LanguageSchema } from '@/domain/shared/enums';

export const STORAGE_KEYS = {
  jwt: 'jwt',
  refreshToken: 'refresh_token',
  user: 'user',
  language: 'language',
  /** The e-mail of "remember me"; the password is never stored. */
  rememberedLogin: 'rememberedLogin',
  /** Set by the guard (SPEC §4) so the login page can say why the user was logged out. */
  venueDisabled: 'venueDisabled',
  appVersion: 'appVersion',
} as const;

export interface Session {
  jwt: string;
  refreshToken: string;
  user: Profile;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Private mode or a full quota: the app still works, it just forgets between visits.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See read(): storage is a convenience, never a reason to fail.
  }
}

function readUser(): Profile | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = ProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  const jwt = read(STORAGE_KEYS.jwt);
  const refreshToken = read(STORAGE_KEYS.refreshToken);
  const user = readUser();
  return jwt && refreshToken && user ? { jwt, refreshToken, user } : null;
}

// The snapshot must be referentially stable between changes for useSyncExternalStore.
let current: Session | null = readSession();
const listeners = new Set<() => void>();

function publish(): void {
  current = readSession();
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.jwt || event.key === STORAGE_KEYS.user) publish();
  });
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session, re-rendering on login, refresh, profile update and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function startSession(session: Session): void {
  write(STORAGE_KEYS.jwt, session.jwt);
  write(STORAGE_KEYS.refreshToken, session.refreshToken);
  write(STORAGE_KEYS.user, JSON.stringify(session.user));
  publish();
}

/** Refresh tokens rotate (SPEC §7): both halves of the pair are replaced together. */
export function replaceTokens(jwt: string, refreshToken: string): void {
  write(STORAGE_KEYS.jwt, jwt);
  write(STORAGE_KEYS.refreshToken, refreshToken);
  publish();
}

export function updateStoredUser(user: Profile): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  publish();
}

/** Logout: the session goes; language, remembered e-mail and app version stay. */
export function clearSession(): void {
  write(STORAGE_KEYS.jwt, null);
  write(STORAGE_KEYS.refreshToken, null);
  write(STORAGE_KEYS.user, null);
  publish();
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.jwt);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function getStoredLanguage(): Language | null {
  const parsed = LanguageSchema.safeParse(read(STORAGE_KEYS.language));
  return parsed.success ? parsed.data : null;
}

export function storeLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language);
}

export function getRememberedLogin(): string | null {
  return read(STORAGE_KEYS.rememberedLogin);
}

export function rememberLogin(email: string | null): void {
  write(STORAGE_KEYS.rememberedLogin, email);
}

export function markVenueDisabled(): void {
  write(STORAGE_KEYS.venueDisabled, 'true');
}

export function hasVenueDisabledNotice(): boolean {
  return read(STORAGE_KEYS.venueDisabled) === 'true';
}

/** The login page clears the flag once it has shown the notice, so it shows once. */
export function clearVenueDisabledNotice(): void {
  write(STORAGE_KEYS.venueDisabled, null);
}

export function getStoredAppVersion(): string | null {
  return read(STORAGE_KEYS.appVersion);
}

export function storeAppVersion(version: string): void {
  write(STORAGE_KEYS.appVersion, version);
}
