import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE } from '@/domain/shared/timing';
import { initI18n } from '@/web/i18n/i18n';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { SignUpPage } from './sign-up-page';

const { t } = initI18n();
const tAuth = initI18n().getFixedT(null, 'auth');
const tTerms = initI18n().getFixedT(null, 'help', 'terms');

type User = ReturnType<typeof userEvent.setup>;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: tAuth('signUp.submit') });
const termsBox = () => screen.getByRole('checkbox', { name: new RegExp(tAuth('signUp.acceptTerms')) });

const renderSignUp = () => renderRoute('/sign-up', <SignUpPage />, { at: '/sign-up', elsewhere: ['/login'] });

function answerEmailCheck(exists: boolean) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === '/api/checkEmail' ? jsonResponse(200, { exists }) : jsonResponse(201, { id: 11 }),
    );
}

/** Pastes a whole value, like a password manager would: quicker than typing it key by key. */
async function enter(user: User, label: RegExp, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillValidForm(user: User) {
  await enter(user, /^E-mail/, 'Nova@Example.com');
  await enter(user, /^Ime i prezime/, 'Nova Korisnica');
  await enter(user, /^Lozinka/, 'Lozinka_123');
  await enter(user, /^Ponovite lozinku/, 'Lozinka_123');
  await enter(user, /^Telefon/, '064 123 4567');
}

afterEach(() => {
  vi.useRealTimers();
});

// Rendering the whole page with Mantine in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('sign-up page', { timeout: 20_000 }, () => {
  it('keeps the sign-up button disabled until every field is valid and the terms are accepted', async () => {
    answerEmailCheck(false);
    const user = userEvent.setup();
    renderSignUp();
    expect(submitButton()).toBeDisabled();

    await fillValidForm(user);
    expect(submitButton()).toBeDisabled();
    await user.click(termsBox());
    expect(submitButton()).toBeEnabled();

    await user.clear(field(/^Telefon/));
    expect(submitButton()).toBeDisabled();
  });

  it('says the passwords do not match while the repeat differs', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await enter(user, /^Lozinka/, 'Lozinka_123');
    await enter(user, /^Ponovite lozinku/, 'Lozinka_124');
    expect(field(/^Ponovite lozinku/)).toHaveAccessibleDescription(t('errors.passwordMissmatch'));

    await user.type(field(/^Ponovite lozinku/), '{Backspace}3');
    expect(field(/^Ponovite lozinku/)).toHaveValue('Lozinka_123');
    expect(screen.queryByText(t('errors.passwordMissmatch'))).not.toBeInTheDocument();
  });

  it('judges the repeat again when the password changes after it', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await enter(user, /^Lozinka/, 'Lozinka_123');
    await enter(user, /^Ponovite lozinku/, 'Lozinka_123');
    expect(screen.queryByText(t('errors.passwordMissmatch'))).not.toBeInTheDocument();

    await user.type(field(/^Lozinka/), '4');
    expect(field(/^Ponovite lozinku/)).toHaveAccessibleDescription(t('errors.passwordMissmatch'));
  });

  it('applies the shared password rules once the field is left', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await enter(user, /^Lozinka/, 'kratka');
    await user.tab();
    expect(screen.getByText(t('errors.passwordLength'))).toBeInTheDocument();
    await user.clear(field(/^Lozinka/));
    await enter(user, /^Lozinka/, 'ima razmak 1');
    expect(screen.getByText(t('errors.passwordAlphanumeric'))).toBeInTheDocument();
  });

  it('lower-cases the e-mail and reports an existing account a second after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answerEmailCheck(true);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderSignUp();
    await enter(user, /^E-mail/, 'Postoji@Example.com');
    expect(field(/^E-mail/)).toHaveValue('postoji@example.com');
    expect(fetchMock).not.toHaveBeenCalled();

    vi.advanceTimersByTime(DEBOUNCE.emailExists);
    expect(await screen.findByText(t('errors.emailExists'))).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'postoji@example.com' });
  });

  it('registers with the prefixed phone number and asks the user to check their e-mail', async () => {
    const fetchMock = answerEmailCheck(false);
    const user = userEvent.setup();
    renderSignUp();
    await fillValidForm(user);
    await user.click(termsBox());
    await user.click(submitButton());

    expect(await screen.findByText(tAuth('signUp.done', { email: 'nova@example.com' }))).toBeInTheDocument();
    const register = fetchMock.mock.calls.find(([input]) => String(input) === '/api/register');
    expect(JSON.parse(String(register?.[1]?.body))).toEqual({
      email: 'nova@example.com',
      username: 'Nova Korisnica',
      password: 'Lozinka_123',
      passwordRepeat: 'Lozinka_123',
      phone: '+381641234567',
      selectedLanguage: 'ser',
    });
    expect(screen.getByRole('link', { name: tAuth('signUp.toLogin') })).toHaveAttribute('href', '/login');
  });

  it('shows the server refusal of a taken e-mail under the e-mail field', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/checkEmail'
        ? jsonResponse(200, { exists: false })
        : jsonResponse(409, { code: 'emailExists', message: 'exists' }),
    );
    const user = userEvent.setup();
    renderSignUp();
    await fillValidForm(user);
    await user.click(termsBox());
    await user.click(submitButton());
    await waitFor(() => expect(field(/^E-mail/)).toHaveAccessibleDescription(t('errors.emailExists')));
  });

  it('opens the terms of use from the link without ticking the box', async () => {
    // The texts this test looks for, whether or not the page has fetched them yet.
    await initI18n().loadNamespaces('help');
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole('button', { name: tAuth('signUp.termsLink') }));
    expect(await screen.findByRole('dialog', { name: tTerms('title') })).toBeInTheDocument();
    // The terms text is help's catalogue, fetched by the sign-up page rather than bundled with /login.
    expect(await screen.findByText(tTerms('updated', { date: '01.01.2023' }))).toBeInTheDocument();
    expect(screen.getByText(tTerms('sections.law.body'))).toBeInTheDocument();
    expect(screen.getByText(/merodavna je srpska verzija/)).toBeInTheDocument();
    expect(termsBox()).not.toBeChecked();
  });
});
