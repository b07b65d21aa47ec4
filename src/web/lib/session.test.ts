import { describe, expect, it } from 'vitest';
import { profileFixture } from '@/web/test-utils';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSession,
  replaceTokens,
  startSession,
  STORAGE_KEYS,
} from './session';

const session = { jwt: 'access', refreshToken: 'refresh', user: profileFixture() };

describe('remember me (issue 10)', () => {
  it('unticked keeps the session in sessionStorage only, so it ends with the browser', () => {
    startSession(session, { persistent: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
    expect(getSession()?.jwt).toBe('access');

    // A refresh rotates the tokens where the session lives.
    replaceTokens('access-2', 'refresh-2');
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();

    clearSession();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('ticked keeps the session in localStorage, as before', () => {
    startSession(session, { persistent: false });
    startSession(session);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
    expect(getSession()?.refreshToken).toBe('refresh');
    clearSession();
  });
});
