import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderPrint } from '@/domain/orders/order-print.schemas';
import type { OrderItem } from '@/domain/orders/orders.schemas';
import ordersEn from '@/web/features/orders/locales/en.json';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { setAppLanguage } from '@/web/i18n/i18n';
import { orderFixture, renderRoute } from '@/web/test-utils';
import { OrderPrintSheet } from './order-print-sheet';

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('orders').ready ? children : null;
}

const line = (id: number, extra: Partial<OrderItem>): OrderItem => ({
  id,
  articleId: id,
  name: `Artikal ${id}`,
  amount: '2.5',
  unit: 'KG',
  note: '',
  status: 'DELIVERED',
  deliveredAmount: null,
  notDeliveredReason: null,
  receiveNote: '',
  move_to_order_id: null,
  unitPrice: null,
  paidPrice: null,
  lineValue: null,
  ...extra,
});

function paper(): OrderPrint {
  return {
    order: orderFixture({
      order_number: 'KU-42',
      status: 'COMPLETED',
      orderNote: 'Ulaz iz dvorišta',
      products: [
        // 2.5 x 1,234.50 ordered = 3,086.25; received 2 at the paid 1,300.00 = 2,600.00.
        line(1, { unitPrice: '1234.50', paidPrice: '1300.00', deliveredAmount: '2', lineValue: '3086.25' }),
        // 4 x 10.00 ordered = 40.00; received 4 at the ordered price = 40.00.
        line(2, { amount: '4', unitPrice: '10.00', deliveredAmount: '4', lineValue: '40.00' }),
      ],
      total: '3126.25',
    }),
    venue: { name: 'Bistro', businessName: 'Bistro d.o.o.', address: 'Glavna 1, Novi Sad', pib: '101134702' },
    contact: { name: 'Milan', phone: '+381641234567', email: '' },
    receivedBy: { name: 'Ana' },
    receivedAt: '2026-03-02T09:30:00.000Z',
  };
}

describe('the printed order and receipt', () => {
  afterEach(async () => {
    await act(() => setAppLanguage('ser'));
  });

  it("names the venue, the lines with their amounts and prices, and both totals in the reader's format", async () => {
    renderRoute(
      '/',
      <WithTexts>
        <OrderPrintSheet paper={paper()} />
      </WithTexts>,
      { at: '/' },
    );
    const sheet = await screen.findByRole('article', {
      name: ordersSer.print.title.replace('{{number}}', 'KU-42'),
    });
    expect(within(sheet).getByText('Bistro d.o.o.')).toBeInTheDocument();
    expect(within(sheet).getByText(`${ordersSer.print.pib}: 101134702`)).toBeInTheDocument();
    expect(within(sheet).getByText('Milan · +381641234567')).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row');
    // Header, two lines, two totals.
    expect(rows).toHaveLength(5);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Artikal 1', 'KG', '2,5', '2', '1.234,50 RSD', '1.300,00 RSD', '2.600,00 RSD']);
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('3.126,25 RSD');
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent(ordersSer.print.orderedTotal);
    expect(within(rows[4]!).getByRole('cell')).toHaveTextContent('2.640,00 RSD');
    expect(within(sheet).getByText('Ulaz iz dvorišta')).toBeInTheDocument();

    await act(() => setAppLanguage('en'));
    const english = await screen.findByRole('article', {
      name: ordersEn.print.title.replace('{{number}}', 'KU-42'),
    });
    expect(within(english).getByText('1,234.50 RSD')).toBeInTheDocument();
    expect(
      within(english).getByRole('rowheader', { name: ordersEn.print.receivedTotal }),
    ).toBeInTheDocument();
  });

  it('shows no receipt total before the order is received', async () => {
    const open = paper();
    open.order = { ...open.order, status: 'IN_PROGRESS', products: [line(3, { unitPrice: '10.00' })] };
    open.receivedAt = null;
    open.receivedBy = null;
    renderRoute(
      '/',
      <WithTexts>
        <OrderPrintSheet paper={open} />
      </WithTexts>,
      { at: '/' },
    );
    const sheet = await screen.findByRole('article');
    expect(within(sheet).getByRole('rowheader', { name: ordersSer.print.orderedTotal })).toBeInTheDocument();
    expect(within(sheet).queryByRole('rowheader', { name: ordersSer.print.receivedTotal })).toBeNull();
    expect(within(sheet).getAllByText('25,00 RSD')).toHaveLength(2);
  });
});
