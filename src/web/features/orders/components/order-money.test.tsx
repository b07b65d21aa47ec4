import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@/domain/orders/orders.schemas';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { orderFixture, renderRoute } from '@/web/test-utils';
import { LineMoney, OrderTotal } from './order-money';

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

describe('what the order cost in its preview', () => {
  it('shows line prices, the price paid and the total in Serbian format, naming lines without a price', async () => {
    const priced = line(1, { unitPrice: '1234.50', lineValue: '3086.25', paidPrice: '1300.00' });
    const order = orderFixture({ products: [priced, line(2, {})], total: '3086.25' });
    renderRoute(
      '/',
      <WithTexts>
        <LineMoney item={priced} currency="RSD" />
        <OrderTotal order={order} />
      </WithTexts>,
      { at: '/' },
    );
    const texts = ordersSer.money;
    expect(
      await screen.findByText(
        texts.line.replace('{{price}}', '1.234,50 RSD').replace('{{value}}', '3.086,25 RSD'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(texts.paid.replace('{{price}}', '1.300,00 RSD'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${texts.total.replace('{{total}}', '3.086,25 RSD')} ${texts.unpriced.replace('{{count}}', '1')}`,
    );
  });

  it('shows no total for an order without prices', async () => {
    renderRoute(
      '/',
      <WithTexts>
        <span>ok</span>
        <OrderTotal order={orderFixture({ products: [line(3, {})] })} />
      </WithTexts>,
      { at: '/' },
    );
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
