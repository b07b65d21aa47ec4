/** What each kind of notification says and which screen it opens (notification-view.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '@/domain/notifications/notifications.schemas';
import { initI18n, LOCALE_OF } from '@/web/i18n/i18n';
import { notificationView } from './notification-view';

const base = { id: 1, createdAt: '2026-11-28T08:00:00.000Z', readAt: null };

async function viewIn(language: 'ser' | 'en', notification: Notification) {
  const i18n = initI18n();
  await i18n.changeLanguage(LOCALE_OF[language]);
  await i18n.loadNamespaces('notifications');
  return notificationView(notification, i18n.getFixedT(LOCALE_OF[language], 'notifications'));
}

describe('a notification as the list shows it', () => {
  afterAll(async () => {
    await initI18n().changeLanguage(LOCALE_OF.ser);
  });

  it("names a supplier's answer and opens the station's expected orders (a market order: its own screen)", async () => {
    const answered: Notification = {
      ...base,
      kind: 'supplierAnswered',
      data: {
        orderId: 9,
        stationId: 4,
        custom: true,
        orderNumber: 'MAG-0007',
        supplierName: 'Pijaca',
        decision: 'REJECTED',
        deliveryDate: '2026-12-01',
      },
    };
    expect(await viewIn('ser', answered)).toEqual({
      title: 'Pijaca je odbio porudžbinu MAG-0007',
      body: 'Isporuka 01.12.2026. Odgovor je u očekivanim porudžbinama.',
      to: '/current-orders/4/custom-orders?tab=2',
    });
    const confirmed = {
      ...answered,
      data: { ...answered.data, custom: false, decision: 'CONFIRMED' as const },
    };
    expect(await viewIn('en', confirmed)).toMatchObject({
      title: 'Pijaca confirmed order MAG-0007',
      to: '/current-orders/4/orders?tab=2',
    });
  });

  it('sends an admin to the home screen to approve, and the creator to the order once decided', async () => {
    const requested: Notification = {
      ...base,
      kind: 'approvalRequested',
      data: { orderId: 9, stationId: 4, orderNumber: 'KUH-0042', requesterName: 'Ana Perić' },
    };
    expect(await viewIn('ser', requested)).toEqual({
      title: 'Porudžbina KUH-0042 čeka odobrenje',
      body: 'Ana Perić traži odobrenje jer je porudžbina iznad limita.',
      to: '/',
    });
    const returned: Notification = {
      ...base,
      kind: 'approvalDecided',
      data: { orderId: 9, stationId: 4, orderNumber: 'KUH-0042', approved: false, note: 'Less meat' },
    };
    expect(await viewIn('en', returned)).toEqual({
      title: 'Order KUH-0042 was returned',
      body: 'Note: Less meat',
      to: '/4/edit-order/9',
    });
  });

  it("opens a standing order's prepared draft at its send step to send in one tap, a sent one on the expected orders", async () => {
    const ready: Notification = {
      ...base,
      kind: 'standingOrderReady',
      data: {
        standingOrderId: 3,
        orderId: 9,
        stationId: 4,
        supplierName: 'Mesara',
        deliveryDate: '2026-12-01',
        sent: false,
      },
    };
    expect(await viewIn('ser', ready)).toMatchObject({
      title: 'Stalna porudžbina je spremna: Mesara',
      to: '/4/edit-order/9?step=2&oneTap=1',
    });
    expect(await viewIn('en', { ...ready, data: { ...ready.data, sent: true } })).toMatchObject({
      to: '/current-orders/4/orders?tab=2',
    });
  });
});

describe('a cut-off reminder as the list shows it', () => {
  afterAll(async () => {
    await initI18n().changeLanguage(LOCALE_OF.ser);
  });

  it('names the cut-off and opens a new order of the station to that supplier', async () => {
    const soon: Notification = {
      ...base,
      kind: 'cutoffSoon',
      data: {
        stationId: 4,
        stationName: 'Roštilj',
        supplierId: 1002,
        supplierName: 'Mesnica Tara',
        custom: false,
        deliveryDate: '2026-12-01',
        cutoffTime: '14:00',
      },
    };
    expect(await viewIn('ser', soon)).toEqual({
      title: 'Rok za porudžbinu ističe u 14:00: Mesnica Tara',
      body: 'Isporuka 01.12.2026 (Roštilj): porudžbina još nije napravljena.',
      to: '/4/new-order?supplier=1002',
    });
    expect(await viewIn('en', { ...soon, data: { ...soon.data, custom: true } })).toMatchObject({
      title: 'Ordering closes at 14:00: Mesnica Tara',
      to: '/4/new-custom-order?supplier=1002',
    });
  });

  it('asks to call the supplier and opens the order with its contact', async () => {
    const notOpened: Notification = {
      ...base,
      kind: 'supplierNotOpened',
      data: {
        orderId: 9,
        stationId: 4,
        orderNumber: 'ROS-0042',
        supplierName: 'Mesnica Tara',
        deliveryDate: '2026-12-01',
        cutoffTime: '14:00',
      },
    };
    expect(await viewIn('ser', notOpened)).toEqual({
      title: 'Dobavljač nije otvorio porudžbinu ROS-0042: pozovite ih',
      body: 'Mesnica Tara nije otvorio porudžbinu za isporuku 01.12.2026, a rok ističe u 14:00.',
      to: '/current-orders/4/orders?tab=2&view=9',
    });
    expect((await viewIn('en', notOpened)).title).toBe(
      'The supplier has not opened order ROS-0042: call them',
    );
  });
});
