import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StationOverview } from '@/domain/stations/stations.schemas';
import type { Subscription } from '@/domain/subscriptions/subscriptions.schemas';
import { PATHS } from '@/web/lib/paths';
import subscriptionsSer from '@/web/features/subscriptions/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { PlanGate } from './plan-gate';

const texts = subscriptionsSer.trialEnded;
const admin = profileFixture({ id: 9, role: 'ROLE_ADMIN' });

const station = (id: number, name: string): StationOverview => ({
  department: { id, name, isWarehouse: false },
  users: [],
  suppliers: [],
  numberOfOpenOrders: 0,
  numberOfExpectedOrders: 0,
});

function mockServer(subscription: Subscription, sent: unknown[] = []) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/subscription/getSubscription/3') return jsonResponse(200, subscription);
    if (path === '/api/venue/getDepartments') {
      return jsonResponse(200, [station(2, 'Kuhinja'), station(4, 'Šank'), station(6, 'Bar')]);
    }
    if (path === '/api/subscription/sendPlanInquiry') {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return jsonResponse(201, {
        id: 1,
        selectedPlan: body.selectedPlan,
        userName: 'Admin',
        userEmail: 'admin@nabavka.test',
        checkedStations: [],
        createdAt: '2026-03-08T08:00:00Z',
        handledAt: null,
      });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const renderGate = () => renderRoute(PATHS.home, <PlanGate user={admin} venueId={3} />, { at: '/' });

describe('plan gate on the dashboard (docs/PRODUCT.md#trial-ended, #plan-change)', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('blocks with the inquiry dialog once the trial ended; BASIC needs the stations to keep', async () => {
    const sent: unknown[] = [];
    mockServer({ plan: 'FREE', trialEnded: true, daysTillTrialEnds: 0, departmentLimit: 3 }, sent);
    const userEvents = userEvent.setup();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const send = within(dialog).getByRole('button', { name: texts.send });
    expect(within(dialog).getByRole('link', { name: texts.logout })).toHaveAttribute('href', '/logout');

    await userEvents.click(within(dialog).getByRole('radio', { name: texts.basic }));
    await waitFor(() => expect(send).toBeDisabled());
    await userEvents.click(await within(dialog).findByRole('checkbox', { name: 'Kuhinja' }));
    await userEvents.click(within(dialog).getByRole('checkbox', { name: 'Bar' }));
    // Two are all BASIC keeps: the third cannot be ticked.
    expect(within(dialog).getByRole('checkbox', { name: 'Šank' })).toBeDisabled();
    await waitFor(() => expect(send).toBeEnabled());
    await userEvents.click(send);

    expect(await within(dialog).findByText(texts.sentTitle)).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(sent).toEqual([{ venueId: 3, userId: 9, selectedPlan: 'BASIC', checkedStations: [2, 6] }]);
  });

  it('shows venue admins the days left in the last week of the trial, and nothing earlier', async () => {
    mockServer({ plan: 'FREE', trialEnded: false, daysTillTrialEnds: 3, departmentLimit: 2 });
    const first = renderGate();
    expect(await screen.findByRole('status')).toHaveTextContent(
      subscriptionsSer.trialBanner.replace('{{count}}', '3'),
    );
    first.unmount();
    vi.restoreAllMocks();

    mockServer({ plan: 'FREE', trialEnded: false, daysTillTrialEnds: 10, departmentLimit: 2 });
    renderGate();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // Let the answer arrive and render before looking for what must not be there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
