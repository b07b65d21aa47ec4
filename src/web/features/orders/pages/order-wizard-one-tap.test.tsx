/**
 * A prepared draft opened from its notification (reviewAndSendPath, decision 0030): the wizard starts at its send
 * step with the lines and the draft's contact chosen, and one tap on a channel sends it, without saving the unchanged
 * order again first.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { reviewAndSendPath } from '../components/order-paths';
import { EditOrderPage } from './order-wizard-pages';
import { fakeApi, savedOrder, STATION, user } from './wizard-fake-api';

const wizardSer = ordersSer.wizard;

describe('a prepared draft sent in one tap', { timeout: 30_000 }, () => {
  let clicked: string[];
  const recordLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || !/^sms:/.test(link.href)) return;
    clicked.push(link.href);
    event.preventDefault();
  };

  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user });
    clicked = [];
    document.addEventListener('click', recordLink, true);
  });
  afterEach(() => {
    document.removeEventListener('click', recordLink, true);
    vi.restoreAllMocks();
  });

  it('opens at the send step with the contact chosen; one tap on SMS sends it', async () => {
    const api = fakeApi({
      'GET /api/orders/order/42': () => jsonResponse(200, { ...savedOrder, supplierContactId: 7 }),
    });
    const browser = userEvent.setup();
    const { router } = renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, {
      at: reviewAndSendPath(STATION, 42),
      elsewhere: ['/'],
    });
    expect(await screen.findByRole('region', { name: wizardSer.preview.text })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2&oneTap=1');
    expect(screen.getByRole('table', { name: ordersSer.fields.items })).toHaveTextContent('2,5');
    const sms = await screen.findByRole('link', { name: 'SMS' });
    expect(decodeURIComponent(sms.getAttribute('href')!)).toContain('Pileći file – 2,5 KG');
    // The unchanged draft is not saved again before the tap; only the contact's supplier link is asked for.
    expect(api.count('POST', '/api/orders/42/updateOrderItems')).toBe(0);
    expect(api.count('POST', '/api/orders/42/supplierLink')).toBe(1);

    await browser.click(sms);
    expect(clicked).toHaveLength(1);
    await screen.findByRole('dialog', { name: ordersSer.send.sentTitle });
    const sends = api.calls.filter((call) => call.path === '/api/orders/updateStatus/sendOrder');
    expect(sends.map((call) => call.body)).toEqual([{ supplierContactId: 7, channel: 'sms' }]);
    await browser.click(screen.getByRole('button', { name: ordersSer.send.done }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('without the one-tap query the channels ask before sending, as always', async () => {
    fakeApi({ 'GET /api/orders/order/42': () => jsonResponse(200, { ...savedOrder, supplierContactId: 7 }) });
    renderRoute('/:stationId/edit-order/:orderId', <EditOrderPage />, {
      at: `/${STATION}/edit-order/42?step=2`,
    });
    expect(await screen.findByRole('region', { name: wizardSer.preview.text })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'SMS' })).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'SMS' })).not.toBeInTheDocument();
  });
});
