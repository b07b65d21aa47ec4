/**
 * Everything the app keeps in localStorage, behind one module so the key names exist once. The signed-in session
 * (tokens + user) is also an observable store, so the shell re-renders when the API client refreshes or clears it.
 */
import { useSyncExternalStore } from 'react';
import { type Profile, ProfileSchema } from '@/domain/auth/profile.schemas';
import { type Language, LanguageSchema } from '@/domain/shared/enums';

export const STORAGE_KEYS = {
  jwt: 'jwt',
  refreshToken: 'refresh_token',
  user: 'user',
  language: 'language',
  /** The e-mail of "remember me"; the password is never stored. */
  rememberedLogin: 'rememberedLogin',
  /** Set by the guard (docs/PRODUCT.md#guard) so the login page can say why the user was logged out. */
  venueDisabled: 'venueDisabled',
  /** Set when the session ran out (refresh refused): the page it was on and whose it was, for the login page. */
  sessionExpired: 'sessionExpired',
  appVersion: 'appVersion',
} as const;

interface Session {
  jwt: string;
  refreshToken: string;
  user: Profile;
}

type Area = 'localStorage' | 'sessionStorage';

function read(key: string, area: Area = 'localStorage'): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    // Private mode or a full quota: the app still works, it just forgets between visits.
    return null;
  }
}

function write(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // See read(): storage is a convenience, never a reason to fail.
  }
}

/**
 * Without "remember me" the session lives in sessionStorage, so it ends when the browser closes (a shared
 * kitchen tablet keeps no month-long refresh token); with it, in localStorage as before (decision 0003). The tokens
 * and the user are read from wherever the session is and written back there.
 */
const SESSION_KEYS = [STORAGE_KEYS.jwt, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user] as const;
type SessionKey = (typeof SESSION_KEYS)[number];

function sessionArea(): Area {
  return read(STORAGE_KEYS.jwt, 'sessionStorage') !== null ? 'sessionStorage' : 'localStorage';
}

function readSessionKey(key: SessionKey): string | null {
  return read(key, sessionArea());
}

function writeSessionKey(key: SessionKey, value: string | null): void {
  write(key, value, sessionArea());
}

function readUser(): Profile | null {
  const raw = readSessionKey(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = ProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  const jwt = readSessionKey(STORAGE_KEYS.jwt);
  const refreshToken = readSessionKey(STORAGE_KEYS.refreshToken);
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

/** `persistent: false` ("remember me" unticked) keeps the session only until the browser closes. */
export function startSession(session: Session, { persistent = true }: { persistent?: boolean } = {}): void {
  const area: Area = persistent ? 'localStorage' : 'sessionStorage';
  for (const key of SESSION_KEYS) {
    write(key, null, 'localStorage');
    write(key, null, 'sessionStorage');
  }
  write(STORAGE_KEYS.jwt, session.jwt, area);
  write(STORAGE_KEYS.refreshToken, session.refreshToken, area);
  write(STORAGE_KEYS.user, JSON.stringify(session.user), area);
  publish();
}

/** Refresh tokens rotate (docs/PRODUCT.md#api-auth): both halves of the pair are replaced together. */
export function replaceTokens(jwt: string, refreshToken: string): void {
  writeSessionKey(STORAGE_KEYS.refreshToken, refreshToken);
  writeSessionKey(STORAGE_KEYS.jwt, jwt);
  publish();
}

export function updateStoredUser(user: Profile): void {
  const stored = JSON.stringify(user);
  // The start-up profile check usually confirms the stored copy: republishing it would re-render the whole app
  // (the providers read the session) in one long task (decision 0011, Lighthouse TBT).
  if (readSessionKey(STORAGE_KEYS.user) === stored) return;
  writeSessionKey(STORAGE_KEYS.user, stored);
  publish();
}

/** Logout: the session goes; language, remembered e-mail and app version stay. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) {
    write(key, null, 'localStorage');
    write(key, null, 'sessionStorage');
  }
  publish();
}

export function getAccessToken(): string | null {
  return readSessionKey(STORAGE_KEYS.jwt);
}

export function getRefreshToken(): string | null {
  return readSessionKey(STORAGE_KEYS.refreshToken);
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

export interface ExpiredSession {
  /** The page (path and query) the person was on. */
  returnTo: string;
  /** Whose session it was: only the same person is taken back there. */
  email: string;
}

/** The refresh was refused: remember where the person was, so the login page can explain and lead back. */
export function markSessionExpired(expired: ExpiredSession): void {
  write(STORAGE_KEYS.sessionExpired, JSON.stringify(expired));
}

/** The login page clears the notice once it has read it, so it shows once. */
export function clearSessionExpired(): void {
  write(STORAGE_KEYS.sessionExpired, null);
}

/** The expired session's notice, if any. */
export function getSessionExpired(): ExpiredSession | null {
  const raw = read(STORAGE_KEYS.sessionExpired);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ExpiredSession>;
    // Only a path of this app: a stored value never sends anyone to another site.
    const local = typeof parsed.returnTo === 'string' && /^\/(?!\/)/.test(parsed.returnTo);
    return local && typeof parsed.email === 'string'
      ? { returnTo: parsed.returnTo!, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}

export function getStoredAppVersion(): string | null {
  return read(STORAGE_KEYS.appVersion);
}

export function storeAppVersion(version: string): void {
  write(STORAGE_KEYS.appVersion, version);
}
