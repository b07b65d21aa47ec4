import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import { clearSession, startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { SupplierLinksPage } from './supplier-links-page';

const supplier: SupplierDetail = {
  id: 7,
  name: 'Mesara Zlatibor',
  pib: null,
  registrationNumber: null,
  address: '',
  postNumber: '',
  city: '',
  email: '',
  phone: '',
  bankAccountNumber: '',
  isRestaurant: false,
  isForeign: false,
  pibValid: true,
  verified: false,
  own: true,
  stationIds: [2],
  contacts: [{ id: 31, name: 'Marko', phone: '0641234567', email: '', supplierId: 7 }],
};

function serve(links: Array<{ contactId: number; link: string; createdAt: string }>) {
  const made = vi.fn();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile')
      return jsonResponse(200, JSON.parse(localStorage.getItem('me') ?? '{}'));
    if (path === '/api/venue/getSuppliers/3')
      return jsonResponse(200, [supplier, { ...supplier, id: 8, contacts: [] }]);
    if (path === '/api/supplier/standingLinks') return jsonResponse(200, links);
    if (path === '/api/supplier/contact/31/standingLink' && init?.method === 'POST') {
      made();
      return jsonResponse(200, {
        contactId: 31,
        link: 'https://x.test/s/abc',
        createdAt: '2026-03-01T10:00:00Z',
      });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
  return made;
}

function signIn(user: Profile) {
  localStorage.setItem('me', JSON.stringify(user));
  startSession({ jwt: 'access', refreshToken: 'refresh', user });
}

function renderPage(at: string) {
  return renderRoute('/:restaurantId/supplier', <SupplierLinksPage />, { at, elsewhere: ['/suppliers'] });
}

afterEach(() => {
  clearSession();
  localStorage.removeItem('me');
});

describe("the venue's supplier links at /{venueId}/supplier", () => {
  it("lists the admin's supplier contacts and makes a contact's standing link there", async () => {
    signIn(profileFixture({ role: 'ROLE_ADMIN' }));
    const made = serve([]);
    const user = userEvent.setup();
    renderPage('/3/supplier');

    expect(await screen.findByRole('heading', { name: 'Linkovi dobavljača' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mesara Zlatibor' })).toBeInTheDocument();
    // The supplier without contacts has nothing to link and is left out.
    expect(screen.getAllByRole('heading', { name: 'Mesara Zlatibor' })).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Link za dobavljača: Marko' }));
    expect(made).toHaveBeenCalledOnce();
  });

  it('shows an existing link in full, to copy', async () => {
    signIn(profileFixture({ role: 'ROLE_ADMIN' }));
    serve([{ contactId: 31, link: 'https://x.test/s/abc', createdAt: '2026-03-01T10:00:00Z' }]);
    renderPage('/3/supplier');
    expect(await screen.findByDisplayValue('https://x.test/s/abc')).toBeInTheDocument();
  });

  it('tells staff where the links live and takes them to Suppliers, with nothing to change', async () => {
    signIn(profileFixture({ role: 'ROLE_USER' }));
    serve([]);
    const user = userEvent.setup();
    const { router } = renderPage('/3/supplier');

    expect(await screen.findByText(/pravi admin vašeg objekta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Link za dobavljača/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Idi na Dobavljače' }));
    expect(router.state.location.pathname).toBe('/suppliers');
  });

  it("turns another venue's address into one's own", async () => {
    signIn(profileFixture({ role: 'ROLE_ADMIN' }));
    serve([]);
    const { router } = renderPage('/99/supplier');
    expect(await screen.findByRole('heading', { name: 'Mesara Zlatibor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/3/supplier');
  });
});
