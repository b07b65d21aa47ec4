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
