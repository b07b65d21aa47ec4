/** The text of a push in each language (docs/decisions/0035-web-push.md): the in-app list's sentences, filled in. */
import { describe, expect, it } from 'vitest';
import { pushMessage } from './push-message';

const ready = {
  kind: 'standingOrderReady' as const,
  data: {
    standingOrderId: 1,
    orderId: 2,
    stationId: 3,
    supplierName: 'Ribarnica Dunav',
    deliveryDate: '2026-12-01',
    sent: false,
  },
};

describe('push message', () => {
  it('writes the notification in Serbian, English and Cyrillic, opening the notification list', () => {
    expect(pushMessage(ready, 'ser')).toEqual({
      title: 'Stalna porudžbina je spremna: Ribarnica Dunav',
      body: 'Nacrt za isporuku 01.12.2026 čeka da ga pogledate i pošaljete.',
      url: '/notifications',
    });
    expect(pushMessage({ ...ready, data: { ...ready.data, sent: true } }, 'en').title).toBe(
      'Standing order sent: Ribarnica Dunav',
    );
    const cyrillic = pushMessage(ready, 'cyr');
    expect(cyrillic.title).toBe('Стална поруџбина је спремна: Ribarnica Dunav');
    expect(cyrillic.body).toContain('01.12.2026');
  });
});

describe('push message of an answer or an approval', () => {
  it('names the supplier, the order and what it answered, in the reader language', () => {
    const answered = {
      kind: 'supplierAnswered' as const,
      data: {
        orderId: 2,
        stationId: 3,
        custom: false,
        orderNumber: 'KUH-0042',
        supplierName: 'Mesnica Tara',
        decision: 'CONFIRMED_WITH_CHANGES' as const,
        deliveryDate: '2026-12-01',
      },
    };
    expect(pushMessage(answered, 'ser')).toEqual({
      title: 'Mesnica Tara je potvrdio porudžbinu KUH-0042 uz izmene',
      body: 'Isporuka 01.12.2026. Odgovor je u očekivanim porudžbinama.',
      url: '/notifications',
    });
    expect(pushMessage({ ...answered, data: { ...answered.data, decision: 'REJECTED' } }, 'en').title).toBe(
      'Mesnica Tara rejected order KUH-0042',
    );
  });

  it('asks the admins to approve, and tells the creator what they decided', () => {
    const requested = {
      kind: 'approvalRequested' as const,
      data: { orderId: 2, stationId: 3, orderNumber: 'KUH-0042', requesterName: 'Ana Perić' },
    };
    expect(pushMessage(requested, 'en')).toMatchObject({
      title: 'Order KUH-0042 waits for approval',
      body: 'Ana Perić asks for approval: the order is above their limit.',
    });
    const decided = {
      kind: 'approvalDecided' as const,
      data: { orderId: 2, stationId: 3, orderNumber: 'KUH-0042', approved: false, note: 'Manje mesa' },
    };
    expect(pushMessage(decided, 'ser')).toMatchObject({
      title: 'Porudžbina KUH-0042 je vraćena',
      body: 'Napomena: Manje mesa',
    });
    expect(
      pushMessage({ ...decided, data: { ...decided.data, approved: true, note: '' } }, 'cyr').title,
    ).toBe('Поруџбина KUH-0042 је одобрена');
  });
});

describe('push message of a cut-off reminder', () => {
  it('names the cut-off time, the supplier and the delivery, in the reader language', () => {
    const soon = {
      kind: 'cutoffSoon' as const,
      data: {
        stationId: 3,
        stationName: 'Roštilj',
        supplierId: 1002,
        supplierName: 'Mesnica Tara',
        custom: false,
        deliveryDate: '2026-12-01',
        cutoffTime: '14:00',
      },
    };
    expect(pushMessage(soon, 'ser')).toEqual({
      title: 'Rok za porudžbinu ističe u 14:00: Mesnica Tara',
      body: 'Isporuka 01.12.2026 (Roštilj): porudžbina još nije napravljena.',
      url: '/notifications',
    });
    expect(pushMessage(soon, 'en').title).toBe('Ordering closes at 14:00: Mesnica Tara');
    expect(pushMessage(soon, 'cyr').title).toBe('Рок за поруџбину истиче у 14:00: Mesnica Tara');
  });

  it('asks to call the supplier who has not opened the order', () => {
    const notOpened = {
      kind: 'supplierNotOpened' as const,
      data: {
        orderId: 2,
        stationId: 3,
        orderNumber: 'ROS-0012',
        supplierName: 'Mesnica Tara',
        deliveryDate: '2026-12-01',
        cutoffTime: '14:00',
      },
    };
    expect(pushMessage(notOpened, 'ser')).toMatchObject({
      title: 'Dobavljač nije otvorio porudžbinu ROS-0012: pozovite ih',
      body: 'Mesnica Tara nije otvorio porudžbinu za isporuku 01.12.2026, a rok ističe u 14:00.',
    });
    expect(pushMessage(notOpened, 'en').title).toBe('The supplier has not opened order ROS-0012: call them');
  });
});
