import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLanguage } from '@/web/i18n/i18n';
import { getStoredLanguage } from '@/web/lib/session';
import { renderRoute } from '@/web/test-utils';
import { LoginPage } from './login-page';

afterEach(async () => {
  await setAppLanguage('ser');
});

describe('the login page in Serbian Cyrillic', () => {
  it('switches to Cyrillic from its language toggle, made from the Serbian texts, and remembers it', async () => {
    const user = userEvent.setup();
    renderRoute('/login', <LoginPage />, { at: '/login' });
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeInTheDocument();

    const cyrillic = screen.getByRole('button', { name: 'Ћирилица' });
    await user.click(cyrillic);

    expect(await screen.findByRole('button', { name: 'Пријави се' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Лозинка/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Latinica' })).toHaveAttribute('aria-pressed', 'false');
    expect(cyrillic).toHaveAttribute('aria-pressed', 'true');
    expect(cyrillic).toHaveAttribute('lang', 'sr-Cyrl');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(getStoredLanguage()).toBe('cyr');
  });
});
