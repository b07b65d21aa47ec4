import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLanguage } from '@/web/i18n/i18n';
import { renderRoute } from '@/web/test-utils';
import { OrderLines } from './order-lines';

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('supplier-portal').ready ? children : null;
}

const lines = [
  {
    line: 1,
    name: 'Junetina',
    amount: '1.5',
    unit: 'KG' as const,
    note: '',
    unitPrice: null,
    received: null,
  },
  {
    line: 2,
    name: 'Mleko',
    amount: '12',
    unit: 'Litar' as const,
    note: '',
    unitPrice: null,
    received: { status: 'DELIVERED' as const, deliveredAmount: '10.25', notDeliveredReason: null },
  },
];

describe("the supplier page's lines", () => {
  afterEach(async () => {
    await act(() => setAppLanguage('ser'));
  });

  it('write amounts as the page language does: 1,5 in Serbian, 1.5 in English', async () => {
    renderRoute(
      '/',
      <WithTexts>
        <OrderLines
          lines={lines}
          currency={null}
          declined={null}
          answeredDeclined={new Set()}
          onToggle={() => {}}
        />
      </WithTexts>,
      { at: '/' },
    );
    expect(await screen.findByText('1,5 KG')).toBeInTheDocument();
    expect(screen.getByText(/10,25 Litar/)).toBeInTheDocument();

    await act(() => setAppLanguage('en'));
    expect(await screen.findByText('1.5 KG')).toBeInTheDocument();
    expect(screen.getByText(/10\.25 Litar/)).toBeInTheDocument();
  });

  it('show the unit price only when the venue names prices (docs/PRODUCT.md#prices)', async () => {
    const priced = lines.map((line) => ({ ...line, unitPrice: '1234.50' }));
    const view = renderRoute(
      '/',
      <WithTexts>
        <OrderLines
          lines={priced}
          currency="RSD"
          declined={null}
          answeredDeclined={new Set()}
          onToggle={() => {}}
        />
      </WithTexts>,
      { at: '/' },
    );
    expect(await screen.findAllByText('1.234,50 RSD po jedinici')).toHaveLength(2);
    view.unmount();

    renderRoute(
      '/',
      <WithTexts>
        <OrderLines
          lines={lines}
          currency={null}
          declined={null}
          answeredDeclined={new Set()}
          onToggle={() => {}}
        />
      </WithTexts>,
      { at: '/' },
    );
    expect(await screen.findByText('1,5 KG')).toBeInTheDocument();
    expect(screen.queryByText(/RSD/)).toBeNull();
  });
});
