import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminVenueDetail } from '@/domain/admin/admin.schemas';
import adminSer from '@/web/features/admin/locales/ser.json';
import ser from '@/web/i18n/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { VenuePricesCard } from './venue-prices-card';

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('admin').ready ? children : null;
}

const venue = {
  id: 7,
  name: 'Kafana',
  bussiness_name: 'Kafana DOO',
  address: '',
  pib: '100000024',
  phoneNumber: '',
  email: '',
  disabled: false,
  currency: 'RSD',
  pricesInMessage: false,
  priceTolerance: '2.00',
} as AdminVenueDetail;

describe("the venue's price settings card", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the tolerance in Serbian format, refuses a bad currency and saves the settings', async () => {
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(200, {
        ...venue,
        stats: {
          users: 1,
          stations: 1,
          ordersThisMonth: 0,
          openOrders: 0,
          expectedOrders: 0,
          overdueOrders: 0,
        },
      });
    });
    const user = userEvent.setup();
    renderRoute(
      '/',
      <WithTexts>
        <VenuePricesCard venue={venue} />
      </WithTexts>,
      { at: '/' },
    );
    const texts = adminSer.venue.prices;
    const tolerance = await screen.findByRole('textbox', { name: new RegExp(`^${texts.tolerance}`) });
    expect(tolerance).toHaveValue('2,00');
    const currency = screen.getByRole('textbox', { name: texts.currency });
    const save = screen.getByRole('button', { name: ser.common.save });

    await user.clear(currency);
    await user.type(currency, 'eu');
    expect(save).toBeDisabled();
    await user.type(currency, 'r');
    await user.clear(tolerance);
    await user.type(tolerance, '3,5');
    await user.click(screen.getByRole('switch', { name: texts.inMessage }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ currency: 'EUR', priceTolerance: '3,5', pricesInMessage: true });
  });
});
