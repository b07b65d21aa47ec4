import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import usersSer from '@/web/features/users/locales/ser.json';
import { PATHS } from '@/web/lib/paths';
import { clearSession, startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { AcceptInvitePage } from './accept-invite-page';

const texts = usersSer.acceptInvite;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
const cook = profileFixture({ id: 7, email: 'kuvar@nabavka.test' });
const SECOND = 'Kafana Druga';

/** The server of an invitation to an address that has an account in a venue already (decision 0037). */
function mockServer(signedIn = cook) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, signedIn);
    if (path === '/api/invite/acceptInvite') {
      return jsonResponse(200, { email: cook.email, venue: { name: SECOND }, existingAccount: true });
    }
    if (path === '/api/invite/join') return jsonResponse(200, { venueId: 4, venueName: SECOND });
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const open = () => renderRoute(PATHS.acceptInvite, <AcceptInvitePage />, { at: '/acceptInvite?token=abc' });

describe('accepting an invitation with an account in another venue (decision 0037)', () => {
  afterEach(() => clearSession());

  it('joins with one tap when signed in as the invited account', async () => {
    const fetchMock = mockServer();
    startSession({ jwt: 'access', refreshToken: 'refresh', user: cook });
    open();
    expect(
      await screen.findByText(fill(texts.joinIntro, { venue: SECOND, email: cook.email })),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${texts.name}`) })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: texts.join }));
    expect(await screen.findByText(fill(texts.joined, { venue: SECOND }))).toBeVisible();
    const joined = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/invite/join'));
    expect(JSON.parse(String(joined?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('offers the login when signed out', async () => {
    mockServer();
    open();
    expect(await screen.findByText(texts.loginFirst)).toBeVisible();
    expect(screen.getByRole('link', { name: texts.login })).toHaveAttribute('href', PATHS.login);
  });

  it('says so, with the way to log out, when signed in as another account', async () => {
    const other = profileFixture({ email: 'staff@nabavka.test' });
    mockServer(other);
    startSession({ jwt: 'access', refreshToken: 'refresh', user: other });
    open();
    expect(await screen.findByText(fill(texts.otherAccount, { email: cook.email }))).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: texts.logout })).toHaveAttribute('href', PATHS.logout),
    );
  });
});
