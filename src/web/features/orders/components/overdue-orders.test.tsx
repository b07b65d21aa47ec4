import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import 'dayjs/locale/sr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { addDays, venueToday } from '@/domain/shared/dates';
import { formatDisplayDate } from '@/domain/shared/date-format';
import ordersCatalogue from '@/web/features/orders/locales/ser.json';
import { jsonResponse, orderFixture, renderRoute } from '@/web/test-utils';
import { OverdueBanner } from './overdue-orders';

const texts = ordersCatalogue.current;
const today = venueToday(new Date());

const overdueOrder = (id: number, daysAgo: number): OrderListItem => ({
  id,
  order_number: `KUH-00${id}`,
  deadline: addDays(today, -daysAgo),
  status: 'IN_PROGRESS',
  supplier: { id: 5, name: `Dobavljač ${id}`, isMarket: false, deleted: false },
  marketSupplier: null,
  department: { id: 2, name: 'Kuhinja', isWarehouse: false },
  supplierContactNumber: '0641234567',
  isCustomOrder: false,
  newOrderId: null,
  hasShortfall: false,
  createdAt: '2026-03-01T08:00:00Z',
  sentAt: '2026-03-01T09:00:00Z',
  itemsCount: 3,
});

/** Six overdue orders, oldest first as the server lists them; a date change takes one off the list. */
function mockServer() {
  let overdue = [10, 11, 12, 13, 14, 15].map((id, index) => overdueOrder(id, 9 - index));
  const changes: Array<{ url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/orders/overdue/2') {
      const page = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse(200, { orders: overdue.slice((page - 1) * 5, page * 5), count: overdue.length });
    }
    const change = /^\/api\/orders\/(\d+)\/changeDate$/.exec(url.pathname);
    if (change && init?.method === 'POST') {
      changes.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      const changed = overdue.find((order) => order.id === Number(change[1]))!;
      overdue = overdue.filter((order) => order !== changed);
      const { deadline } = JSON.parse(String(init.body)) as { deadline: string };
      return jsonResponse(200, orderFixture({ ...changed, deadline, products: [] }));
    }
    return jsonResponse(404, { code: 'not_found', message: url.pathname });
  });
  return changes;
}

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('orders').ready ? children : null;
}

function renderBanner() {
  const onReceive = vi.fn();
  renderRoute(
    '/',
    <WithTexts>
      <OverdueBanner stationId={2} kind="regular" onReceive={onReceive} />
    </WithTexts>,
    { at: '/' },
  );
  return { onReceive };
}

const actionOn = (action: string, number: string) =>
  texts.list.actionOn.replace('{{action}}', action).replace('{{number}}', number);
const banner = (count: number) => texts.overdue.banner.replace('{{count}}', String(count));

describe('overdue orders (past-due: docs/PRODUCT.md#overdue)', () => {
  it('warns with the count and lists the orders five to a page, oldest first; receive hands the order over', async () => {
    mockServer();
    const user = userEvent.setup();
    const { onReceive } = renderBanner();
    expect(await screen.findByText(banner(6))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.overdue.show }));

    const modal = await screen.findByRole('dialog', { name: texts.overdue.title });
    await waitFor(() =>
      expect(
        within(modal)
          .getAllByRole('article')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['KUH-0010', 'KUH-0011', 'KUH-0012', 'KUH-0013', 'KUH-0014']),
    );
    await user.click(within(modal).getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        within(modal)
          .getAllByRole('article')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['KUH-0015']),
    );

    await user.click(
      within(modal).getByRole('button', { name: actionOn(texts.overdue.receive, 'KUH-0015') }),
    );
    expect(onReceive).toHaveBeenCalledWith(expect.objectContaining({ id: 15 }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.overdue.title })).not.toBeInTheDocument(),
    );
  });

  it('moves an order to tomorrow by default, taking it off the list and the count', async () => {
    const changes = mockServer();
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole('button', { name: texts.overdue.show }));
    const row = await screen.findByRole('article', { name: 'KUH-0012' });
    await user.click(
      within(row).getByRole('button', { name: actionOn(texts.overdue.changeDate, 'KUH-0012') }),
    );

    const dialog = await screen.findByRole('dialog', { name: texts.changeDate.title });
    const tomorrow = addDays(today, 1);
    expect(
      within(dialog).getByRole('button', { name: new RegExp(`^${texts.date.label}`) }),
    ).toHaveTextContent(formatDisplayDate(tomorrow));
    await user.click(within(dialog).getByRole('button', { name: texts.changeDate.save }));

    await waitFor(() =>
      expect(changes).toEqual([{ url: '/api/orders/12/changeDate', body: { deadline: tomorrow } }]),
    );
    expect(await screen.findByText(banner(5))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'KUH-0012' })).not.toBeInTheDocument());
  });

  it('asks for a second thought before a delivery today', async () => {
    const changes = mockServer();
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole('button', { name: texts.overdue.show }));
    const row = await screen.findByRole('article', { name: 'KUH-0010' });
    await user.click(
      within(row).getByRole('button', { name: actionOn(texts.overdue.changeDate, 'KUH-0010') }),
    );
    const dialog = await screen.findByRole('dialog', { name: texts.changeDate.title });

    await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${texts.date.label}`) }));
    // The venue's today (Belgrade), which need not be the test machine's local day, by its full label ("27
    // novembar 2026"): the day number alone also matches the previous month's disabled day shown before the 1st.
    const todayLabel = dayjs(today).locale('sr').format('D MMMM YYYY');
    await user.click(await within(dialog).findByRole('button', { name: todayLabel }));

    expect(await within(dialog).findByText(texts.date.sameDay)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: texts.changeDate.save })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: texts.date.sameDayOk }));
    await user.click(within(dialog).getByRole('button', { name: texts.changeDate.save }));
    await waitFor(() =>
      expect(changes).toEqual([{ url: '/api/orders/10/changeDate', body: { deadline: today } }]),
    );
  });
});
