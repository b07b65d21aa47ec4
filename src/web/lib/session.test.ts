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
  subscribeSession,
  updateStoredUser,
} from './session';

const session = { jwt: 'access', refreshToken: 'refresh', user: profileFixture() };

describe('remember me (decision 0003)', () => {
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

describe('the stored profile', () => {
  it('is published to the app only when it changed, so a confirming profile check re-renders nothing', () => {
    startSession(session);
    let published = 0;
    const unsubscribe = subscribeSession(() => (published += 1));
    const before = getSession();

    updateStoredUser(profileFixture());
    expect(published).toBe(0);
    expect(getSession()).toBe(before);

    updateStoredUser(profileFixture({ name: 'Nova Osoba' }));
    expect(published).toBe(1);
    expect(getSession()?.user.name).toBe('Nova Osoba');
    unsubscribe();
    clearSession();
  });
});
