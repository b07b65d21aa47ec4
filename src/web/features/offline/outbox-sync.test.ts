import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { jsonResponse } from '@/web/test-utils';
import { readOutbox, removeFromOutbox } from './outbox-store';
import { recordReceipt, replayOutbox } from './outbox-sync';
import type { OutboxPhoto, ReceiptChange } from './outbox-types';

const receipt = (orderId: number): ReceiptChange => ({
  type: 'receipt',
  orderKind: 'regular',
  orderId,
  orderNumber: `KUH-${orderId}`,
  stationId: 2,
  body: {
    products: [{ id: 7, status: 'DELIVERED', deliveredAmount: '1.5', receiveNote: 'one box short' }],
    receivingNote: '',
    version: 3,
  },
});

const received = { status: 'INCOMPLETE' };

/** The Idempotency-Key and order of each request fetch was asked for. */
const sentKeys = (spy: MockInstance<typeof fetch>) =>
  spy.mock.calls.map(([url, init]) => ({
    url: String(url),
    // The header carries the key as a quoted string, as the IETF draft writes it (decision 0022).
    key: (init?.headers as Record<string, string>)['Idempotency-Key'],
  }));

afterEach(async () => {
  vi.restoreAllMocks();
  for (const userId of [11, 12]) {
    for (const entry of await readOutbox(userId)) await removeFromOutbox(userId, entry.idempotencyKey);
  }
});

describe('the outbox in IndexedDB', () => {
  it('keeps each user their own list, in the order the changes were recorded', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await recordReceipt(11, receipt(1), 'key-1');
    await recordReceipt(11, receipt(2), 'key-2');
    await recordReceipt(12, receipt(3), 'key-3');
    expect((await readOutbox(11)).map((entry) => entry.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect((await readOutbox(12)).map((entry) => entry.change.orderId)).toEqual([3]);
  });

  it('keeps a receipt queued while the network fails and sends it again with the same key', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await recordReceipt(11, receipt(1), 'key-1');
    await recordReceipt(11, receipt(2), 'key-2');

    expect(await replayOutbox(11)).toEqual({ applied: 0, refused: 0, waiting: 2 });
    expect(await readOutbox(11)).toHaveLength(2);

    fetch.mockImplementation(() => Promise.resolve(jsonResponse(200, received)));
    expect(await replayOutbox(11)).toEqual({ applied: 2, refused: 0, waiting: 0 });
    expect(await readOutbox(11)).toEqual([]);
    expect(sentKeys(fetch)).toEqual([
      { url: '/api/orders/updateStatus/complete?orderId=1', key: '"key-1"' },
      { url: '/api/orders/updateStatus/complete?orderId=1', key: '"key-1"' },
      { url: '/api/orders/updateStatus/complete?orderId=2', key: '"key-2"' },
    ]);
    const [, init] = fetch.mock.calls[2]!;
    expect(JSON.parse(String(init?.body))).toEqual(receipt(2).body);
  });

  it('keeps a refused receipt, marked, until it is dismissed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(409, { code: 'order_changed', message: 'changed' })),
    );
    await recordReceipt(11, receipt(1), 'key-1');
    expect(await replayOutbox(11)).toEqual({ applied: 0, refused: 1, waiting: 0 });
    const [kept] = await readOutbox(11);
    expect(kept?.refusal).toEqual({ status: 409, code: 'order_changed' });

    // A later replay leaves it alone; dismissing removes it.
    expect(await replayOutbox(11)).toEqual({ applied: 0, refused: 0, waiting: 0 });
    await removeFromOutbox(11, 'key-1');
    expect(await readOutbox(11)).toEqual([]);
  });

  describe('with photos of the delivery note', () => {
    const photo = (key: string): OutboxPhoto => ({
      key,
      name: `${key}.jpg`,
      type: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
    });
    const withPhotos = (orderId: number, ...keys: string[]): ReceiptChange => ({
      ...receipt(orderId),
      photos: keys.map(photo),
    });
    const saved = { photos: [] };

    it('sends the receipt, then each photo with its own key, as one waiting change', async () => {
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation((url) =>
          Promise.resolve(
            String(url).includes('/photos') ? jsonResponse(201, saved) : jsonResponse(200, received),
          ),
        );
      await recordReceipt(11, withPhotos(1, 'photo-a', 'photo-b'), 'key-1');
      expect(await readOutbox(11)).toHaveLength(1);

      expect(await replayOutbox(11)).toEqual({ applied: 1, refused: 0, waiting: 0 });
      expect(await readOutbox(11)).toEqual([]);
      expect(sentKeys(fetch)).toEqual([
        { url: '/api/orders/updateStatus/complete?orderId=1', key: '"key-1"' },
        { url: '/api/orders/1/photos', key: '"photo-a"' },
        { url: '/api/orders/1/photos', key: '"photo-b"' },
      ]);
      const form = fetch.mock.calls[1]![1]?.body as FormData;
      const sent = form.get('photos') as File;
      expect([sent.name, sent.type, sent.size]).toEqual(['photo-a.jpg', 'image/jpeg', 4]);
    });

    it('never sends the receipt again when the network goes between it and its photos', async () => {
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation((url) =>
          String(url).includes('/photos')
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(jsonResponse(200, received)),
        );
      await recordReceipt(11, withPhotos(1, 'photo-a'), 'key-1');
      expect(await replayOutbox(11)).toEqual({ applied: 0, refused: 0, waiting: 1 });
      const [kept] = await readOutbox(11);
      expect(kept?.change).toMatchObject({ receiptApplied: true, photos: [{ key: 'photo-a' }] });

      fetch.mockImplementation(() => Promise.resolve(jsonResponse(201, saved)));
      expect(await replayOutbox(11)).toEqual({ applied: 1, refused: 0, waiting: 0 });
      expect(sentKeys(fetch).map((sent) => sent.key)).toEqual(['"key-1"', '"photo-a"', '"photo-a"']);
      expect(await readOutbox(11)).toEqual([]);
    });

    it('keeps a refused photo, marked, with the receipt known as applied', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation((url) =>
        Promise.resolve(
          String(url).includes('/photos')
            ? jsonResponse(409, { code: 'photo_order_not_received', message: 'not received' })
            : jsonResponse(200, received),
        ),
      );
      await recordReceipt(11, withPhotos(1, 'photo-a'), 'key-1');
      expect(await replayOutbox(11)).toEqual({ applied: 0, refused: 1, waiting: 0 });
      const [kept] = await readOutbox(11);
      expect(kept?.refusal).toEqual({ status: 409, code: 'photo_order_not_received' });
      expect(kept?.change).toMatchObject({ receiptApplied: true, photos: [{ key: 'photo-a' }] });
    });
  });
});
