import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupOverview } from '@/domain/groups/group-overview.schemas';
import groupsSer from '@/web/features/groups/locales/ser.json';
import { PATHS } from '@/web/lib/paths';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { GroupPage } from './group-page';

const texts = groupsSer.group;
const owner = profileFixture({ role: 'ROLE_ADMIN', name: 'Owner' });

const overview: GroupOverview = {
  monthStart: '2026-11-01',
  venues: [
    {
      venueId: 5,
      name: 'Prvi objekat',
      disabled: false,
      current: true,
      open: 3,
      expected: 12,
      overdue: 1,
      spendThisMonth: '123456.50',
      currency: 'RSD',
      risingSuppliers: ['Mesara', 'Pekara'],
      invoicesWaiting: 2,
    },
    {
      venueId: 7,
      name: 'Drugi objekat',
      disabled: false,
      current: false,
      open: 0,
      expected: 4,
      overdue: 0,
      spendThisMonth: '0.00',
      currency: 'RSD',
      risingSuppliers: null,
      invoicesWaiting: 0,
    },
  ],
};

function mockServer(answer: { status: number; body: unknown }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, owner);
    if (path === '/api/group/overview') return jsonResponse(answer.status, answer.body);
    if (path === '/api/me/venue' && init?.method === 'POST') {
      return jsonResponse(404, { code: 'not_found', message: 'switch' });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

describe('group screen', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: owner });
  });

  it("shows one card per venue with its figures in the reader's format", async () => {
    mockServer({ status: 200, body: overview });
    renderRoute(PATHS.group, <GroupPage />, { at: '/group' });
    const first = await screen.findByRole('region', { name: 'Prvi objekat' });
    const figure = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { exact: true }).nextElementSibling?.textContent;
    expect(figure(first, texts.open)).toBe('3');
    expect(figure(first, texts.expected)).toBe('12');
    expect(figure(first, texts.overdue)).toBe('1');
    expect(figure(first, texts.spendThisMonth)).toBe('123.456,50 RSD');
    expect(figure(first, texts.invoicesWaiting)).toBe('2');
    expect(within(first).getByText('Mesara, Pekara')).toBeInTheDocument();
    expect(within(first).getByText(texts.current)).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Drugi objekat' });
    expect(within(second).getByText(texts.risingNeedsPro)).toBeInTheDocument();
    expect(figure(second, texts.spendThisMonth)).toBe('0,00 RSD');
  });

  it('taps into another venue with the switch request, and says when it fails', async () => {
    const fetch = mockServer({ status: 200, body: overview });
    renderRoute(PATHS.group, <GroupPage />, { at: '/group' });
    const button = await screen.findByRole('button', {
      name: texts.switch.replace('{{name}}', 'Drugi objekat'),
    });
    await userEvent.click(button);
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/api/me/venue'));
    expect(call).toBeDefined();
    expect(JSON.parse(String(call![1]!.body))).toEqual({ venueId: 7 });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.switchFailed);
  });

  it('tells an account that is no owner what the screen is for', async () => {
    mockServer({ status: 403, body: { code: 'forbidden', message: 'Not the admin of several venues' } });
    renderRoute(PATHS.group, <GroupPage />, { at: '/group' });
    expect(await screen.findByText(texts.notOwner)).toBeInTheDocument();
  });
});
