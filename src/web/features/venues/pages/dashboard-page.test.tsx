import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueSummary, OrderListItem } from '@/domain/orders/orders.schemas';
import { PATHS } from '@/web/lib/paths';
import venuesSer from '@/web/features/venues/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, renderRoute, profileFixture } from '@/web/test-utils';
import type { StationOverview } from '@/domain/stations/stations.schemas';
import { DashboardPage } from './dashboard-page';

const texts = venuesSer.dashboard;

const user = profileFixture();

const station = (
  id: number,
  name: string,
  isWarehouse: boolean,
  open: number,
  expected: number,
): StationOverview => ({
  department: { id, name, isWarehouse },
  users: [],
  suppliers: [],
  numberOfOpenOrders: open,
  numberOfExpectedOrders: expected,
});

const stations = [
  station(2, 'Kuhinja', false, 2, 5),
  station(4, 'Šank', false, 1, 0),
  station(6, 'Magacin', true, 1, 1),
];

const dueYesterday: OrderListItem = {
  id: 15,
  order_number: 'KUH-0015',
  deadline: '2026-03-09',
  status: 'IN_PROGRESS',
  supplier: { id: 7, name: 'Voće i Povrće Kalenić', isMarket: false, deleted: false },
  marketSupplier: null,
  department: { id: 2, name: 'Kuhinja', isWarehouse: false },
  supplierContactNumber: '0603456789',
  isCustomOrder: false,
  newOrderId: null,
  hasShortfall: false,
  createdAt: '2026-03-08T08:00:00Z',
  sentAt: '2026-03-08T09:00:00Z',
  itemsCount: 4,
};

function mockServer(due: DueSummary, dueArrives: Promise<void> = Promise.resolve()) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/orders/dueSummary') await dueArrives;
    if (path === '/api/users/profile') return jsonResponse(200, user);
    if (path === '/api/venue/getDepartments') return jsonResponse(200, stations);
    if (path === '/api/subscription/getSubscription/3') {
      return jsonResponse(200, {
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: null,
        departmentLimit: 5,
      });
    }
    if (path === '/api/orders/dueSummary') return jsonResponse(200, due);
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const renderDashboard = () =>
  renderRoute(PATHS.home, <DashboardPage />, {
    at: '/',
    elsewhere: [
      PATHS.newOrder,
      PATHS.newCustomOrder,
      PATHS.currentOrders,
      PATHS.currentCustomOrders,
      PATHS.archived,
    ],
  });

describe('dashboard (docs/PRODUCT.md#dashboard)', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user });
  });

  it("opens a station's orders on Expected when some are expected, else on Draft; warehouses on their own list", async () => {
    mockServer({ yesterdayUnresolved: [], overdueCount: 0 });
    renderDashboard();
    const ordersLink = async (name: string) =>
      within(await screen.findByRole('article', { name })).getByRole('link', {
        name: texts.ordersOf.replace('{{station}}', name),
      });
    expect(await ordersLink('Kuhinja')).toHaveAttribute('href', '/current-orders/2/orders?tab=2');
    expect(await ordersLink('Šank')).toHaveAttribute('href', '/current-orders/4/orders?tab=1');
    expect(await ordersLink('Magacin')).toHaveAttribute('href', '/current-orders/6/custom-orders?tab=2');
    expect(screen.getByRole('link', { name: texts.archive })).toHaveAttribute('href', '/archived');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a new order from nothing, for the station picked first', async () => {
    mockServer({ yesterdayUnresolved: [], overdueCount: 0 });
    localStorage.setItem('newOrderDraft', '{"stationId":6}');
    localStorage.setItem('orderChanged', 'true');
    const userEvents = userEvent.setup();
    const { router } = renderDashboard();
    await userEvents.click(await screen.findByRole('button', { name: texts.createOrder }));
    const picker = await screen.findByRole('dialog', { name: texts.pickStationTitle });
    await userEvents.click(within(picker).getByRole('button', { name: 'Magacin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/6/new-custom-order'));
    expect(localStorage.getItem('newOrderDraft')).toBeNull();
    expect(localStorage.getItem('orderChanged')).toBeNull();
  });

  it("starts a station's new order from its card", async () => {
    mockServer({ yesterdayUnresolved: [], overdueCount: 0 });
    const userEvents = userEvent.setup();
    const { router } = renderDashboard();
    const kuhinja = await screen.findByRole('article', { name: 'Kuhinja' });
    await userEvents.click(
      within(kuhinja).getByRole('button', { name: texts.newOrderFor.replace('{{station}}', 'Kuhinja') }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/2/new-order'));
  });

  it("warns about yesterday's unresolved orders, each linked to itself, and the overdue count", async () => {
    mockServer({ yesterdayUnresolved: [dueYesterday], overdueCount: 1 });
    renderDashboard();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText(texts.yesterdayTitle)).toBeInTheDocument();
    expect(
      within(warning).getByRole('link', { name: 'KUH-0015 · Voće i Povrće Kalenić · Kuhinja' }),
    ).toHaveAttribute('href', '/current-orders/2/orders?tab=2&receive=15');
    expect(within(warning).getByText(texts.overdue.replace('{{count}}', '1'))).toBeInTheDocument();
  });

  it('shows the venue, the warning and the station cards together, so a late warning pushes nothing down', async () => {
    let arrive = () => {};
    mockServer(
      { yesterdayUnresolved: [dueYesterday], overdueCount: 1 },
      new Promise((done) => (arrive = done)),
    );
    renderDashboard();
    const asked = () =>
      vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/api/venue/getDepartments',
          '/api/subscription/getSubscription/3',
          '/api/orders/dueSummary',
        ]),
      ),
    );
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByRole('article', { name: 'Kuhinja' })).not.toBeInTheDocument();
    expect(screen.queryByText(user.venue!.name)).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kuhinja' })).toBeInTheDocument();
  });
});
