import { screen, waitFor } from '@testing-library/react';
import { Navigate, useParams } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_SUCCESS_MS } from '@/domain/shared/timing';
import { initI18n } from '@/web/i18n/i18n';
import {
  getSession,
  markSessionExpired,
  markVenueDisabled,
  rememberLogin,
  STORAGE_KEYS,
} from '@/web/lib/session';
import { jsonResponse, renderRoute, profileFixture } from '@/web/test-utils';
import { LoginPage } from './login-page';

const { t } = initI18n();
const tAuth = initI18n().getFixedT(null, 'auth');

const profile = profileFixture({
  name: 'Jelena Jovanović',
  email: 'jelena@example.com',
  venue: { id: 2, name: 'Bistro Šumadija', currency: 'RSD', pricesInMessage: false },
});

const renderLogin = () =>
  renderRoute('/login', <LoginPage />, { at: '/login', elsewhere: ['/', '/admin/restaurants'] });

const emailField = () => screen.getByRole('textbox', { name: /^E-mail/ });
const passwordField = () => screen.getByLabelText(/^Lozinka/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: tAuth('login.submit') });

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.click(emailField());
  await user.paste(email);
  await user.click(passwordField());
  await user.paste(password);
}

afterEach(() => {
  vi.useRealTimers();
});

function AfterAcceptedInvite() {
  const { page } = useParams();
  return page === 'login' ? (
    <LoginPage />
  ) : (
    <Navigate to="/login" replace state={{ email: 'kuvar@example.com' }} />
  );
}

// Rendering the whole page with Mantine in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('login page', { timeout: 20_000 }, () => {
  it('keeps the login button disabled until a valid e-mail and a password are entered', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(submitButton()).toBeDisabled();
    await fillIn(user, 'not-an-email', 'secret');
    expect(submitButton()).toBeDisabled();
    await user.clear(emailField());
    await user.paste('jelena@example.com');
    expect(submitButton()).toBeEnabled();
  });

  it('shows "wrong e-mail or password" under the password field when the server answers 401', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, { code: 'unauthorized', message: 'Unauthorized' }),
    );
    const user = userEvent.setup();
    renderLogin();
    await fillIn(user, 'jelena@example.com', 'wrong-password');
    await user.click(submitButton());

    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(t('errors.unauthorized')));
    expect(screen.queryByRole('button', { name: tAuth('login.resendVerification') })).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('offers to resend the verification e-mail to an unverified user, and confirms the sending', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input) === '/api/login'
          ? jsonResponse(403, { code: 'user_not_verified', message: 'Not verified' })
          : jsonResponse(200, { sent: true }),
      );
    const user = userEvent.setup();
    renderLogin();
    await fillIn(user, 'Jelena@Example.com', 'Password_1');
    await user.click(submitButton());

    expect(await screen.findByText(t('errors.user_not_verified'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: tAuth('login.resendVerification') }));

    expect(await screen.findByText(tAuth('login.verificationSent'))).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([input]) => String(input) === '/api/verify/resendVerifyEmail');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'jelena@example.com' });
  });

  it('logs in with the lower-cased e-mail, stores the session, remembers the e-mail and goes home', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { jwt: 'access', refresh_token: 'refresh', user: profile }));
    const user = userEvent.setup();
    renderLogin();
    await fillIn(user, 'Jelena@Example.com', 'Password_1');
    await user.click(screen.getByRole('checkbox', { name: tAuth('login.rememberMe') }));
    await user.click(submitButton());

    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'jelena@example.com',
      password: 'Password_1',
      remember: true,
    });
    expect(getSession()).toMatchObject({ jwt: 'access', refreshToken: 'refresh', user: { id: 1 } });
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBe('jelena@example.com');
    // The remembered data is the e-mail only: the password is never stored.
    expect(JSON.stringify({ ...localStorage })).not.toContain('Password_1');
  });

  it('asks the server for a session-length login when remember-me is unticked', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { jwt: 'access', refresh_token: 'refresh', user: profile }));
    const user = userEvent.setup();
    renderLogin();
    await fillIn(user, 'jelena@example.com', 'Password_1');
    expect(screen.getByRole('checkbox', { name: tAuth('login.rememberMe') })).not.toBeChecked();
    await user.click(submitButton());

    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ remember: false });
  });

  it('sends a super admin to the restaurants list after login', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, {
        jwt: 'a',
        refresh_token: 'r',
        user: { ...profile, role: 'ROLE_SUPERADMIN', venue: null },
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await fillIn(user, 'super@example.com', 'Password_1');
    await user.click(submitButton());
    expect(await screen.findByText('at /admin/restaurants')).toBeInTheDocument();
  });

  it('pre-fills the remembered e-mail, and forgets it when remember-me is unticked', async () => {
    rememberLogin('jelena@example.com');
    const user = userEvent.setup();
    renderLogin();
    expect(emailField()).toHaveValue('jelena@example.com');
    const rememberMe = screen.getByRole('checkbox', { name: tAuth('login.rememberMe') });
    expect(rememberMe).toBeChecked();

    await user.click(rememberMe);
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBeNull();
  });

  it('explains once that the restaurant was disabled', () => {
    markVenueDisabled();
    const first = renderLogin();
    expect(screen.getByText(tAuth('login.venueDisabled'))).toBeInTheDocument();
    first.unmount();
    renderLogin();
    expect(screen.queryByText(tAuth('login.venueDisabled'))).not.toBeInTheDocument();
  });

  it('says once that the session expired, fills in the e-mail and goes back to the page it was on', async () => {
    markSessionExpired({ returnTo: '/current-orders/4/orders?tab=2', email: 'jelena@example.com' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, { jwt: 'access', refresh_token: 'refresh', user: profile }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/login', <LoginPage />, {
      at: '/login',
      elsewhere: ['/', '/current-orders/:stationId/orders'],
    });
    expect(screen.getByText(tAuth('login.sessionExpired'))).toBeInTheDocument();
    expect(emailField()).toHaveValue('jelena@example.com');
    await user.click(passwordField());
    await user.paste('Password_1');
    await user.click(submitButton());

    expect(await screen.findByText('at /current-orders/:stationId/orders')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
    expect(localStorage.getItem(STORAGE_KEYS.sessionExpired)).toBeNull();
  });

  it('fills in the e-mail an accepted invitation handed over, leaving remember-me as it was', async () => {
    // As the accept page does: it ends by navigating to /login with the address in the router's state.
    renderRoute('/:page', <AfterAcceptedInvite />, { at: '/acceptInvite' });
    expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toHaveValue('kuvar@example.com');
    expect(screen.getByRole('checkbox', { name: tAuth('login.rememberMe') })).not.toBeChecked();
  });

  it('takes someone else logging in after an expired session to their own home', async () => {
    markSessionExpired({ returnTo: '/admin/9/restaurant', email: 'other@example.com' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, { jwt: 'access', refresh_token: 'refresh', user: profile }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.clear(emailField());
    await fillIn(user, 'jelena@example.com', 'Password_1');
    await user.click(submitButton());
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('switches the page to English from the language toggle', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('requests a reset link from the forgot-password view and returns to login after the confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { sent: true }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderLogin();
    await user.click(emailField());
    await user.paste('jelena@example.com');
    await user.click(screen.getByRole('button', { name: tAuth('login.forgotPassword') }));

    expect(screen.getByRole('heading', { name: tAuth('forgot.title') })).toBeInTheDocument();
    expect(emailField()).toHaveValue('jelena@example.com');
    await user.click(screen.getByRole('button', { name: tAuth('forgot.submit') }));

    expect(await screen.findByText(tAuth('forgot.sent'))).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/verify/requestResetPassword?email=jelena%40example.com',
    );
    vi.advanceTimersByTime(RESET_SUCCESS_MS);
    expect(await screen.findByRole('heading', { name: tAuth('login.title') })).toBeInTheDocument();
  });
});
