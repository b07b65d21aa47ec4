import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/web/lib/session';
import { profileFixture, renderRoute } from '@/web/test-utils';
import ser from './locales/ser.json';
import { addToOutbox, markRefused, readOutbox, removeFromOutbox } from './outbox-store';
import type { OutboxEntry } from './outbox-types';
import { OfflineStatus } from './offline-status';

const USER = 21;

const entry = (key: string, orderId: number): OutboxEntry => ({
  idempotencyKey: key,
  createdAt: 1,
  change: {
    type: 'receipt',
    orderKind: 'regular',
    orderId,
    orderNumber: `KUH-00${orderId}`,
    stationId: 2,
    body: { products: [{ id: 1, status: 'DELIVERED' }], receivingNote: '', version: 1 },
  },
});

beforeEach(() => {
  startSession({ jwt: 'access', refreshToken: 'refresh', user: profileFixture({ id: USER }) });
  onlineManager.setOnline(false);
});

afterEach(async () => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  for (const kept of await readOutbox(USER)) await removeFromOutbox(USER, kept.idempotencyKey);
});

describe('the offline notices', () => {
  it('says the app is offline and how many changes wait, as status messages', async () => {
    await addToOutbox(USER, entry('a', 41));
    await addToOutbox(USER, entry('b', 42));
    renderRoute('/', <OfflineStatus />, { at: '/' });
    const statuses = await screen.findAllByRole('status');
    await waitFor(() => expect(statuses[0]).toHaveTextContent(ser.status.offline));
    await waitFor(() => expect(statuses[1]).toHaveTextContent('Izmene koje čekaju slanje: 2'));
    // Offline there is nothing to send now.
    expect(screen.queryByRole('button', { name: ser.outbox.sendNow })).not.toBeInTheDocument();
  });

  it('takes no room online with nothing waiting, and spaces its notices once it has one', async () => {
    onlineManager.setOnline(true);
    renderRoute('/', <OfflineStatus />, { at: '/' });
    const offline = (await screen.findAllByRole('status'))[0]!;
    const notices = offline.parentElement!;
    // Mantine's Stack spaces its children by --stack-gap and the page below by its margin.
    expect(notices.style.getPropertyValue('--stack-gap')).toBe('0rem');
    expect(notices.style.marginBottom).toBe('0rem');

    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(offline).toHaveTextContent(ser.status.offline));
    expect(notices.style.getPropertyValue('--stack-gap')).toBe('var(--mantine-spacing-xs)');
    expect(notices.style.marginBottom).toBe('var(--mantine-spacing-md)');
  });

  it('shows a refused receipt with what happened and the way to the order until it is dismissed', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await addToOutbox(USER, entry('a', 41));
    await markRefused(USER, 'a', { status: 409, code: 'order_changed' });
    const { router } = renderRoute('/', <OfflineStatus />, {
      at: '/',
      elsewhere: ['/current-orders/:stationId/orders'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ser.outbox.refusedTitle.replace('{{number}}', 'KUH-0041'));
    expect(alert).toHaveTextContent(ser.outbox.changed);

    await userEvent.click(within(alert).getByRole('button', { name: ser.outbox.openOrder }));
    expect(router.state.location.search).toBe('?tab=2&receive=41');
  });

  it('removes a refused receipt when the user dismisses it', async () => {
    await addToOutbox(USER, entry('a', 41));
    await markRefused(USER, 'a', { status: 404, code: 'not_found' });
    renderRoute('/', <OfflineStatus />, { at: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ser.outbox.missing);
    await userEvent.click(within(alert).getByRole('button', { name: ser.outbox.dismiss }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await readOutbox(USER)).toEqual([]);
  });

  it('tells a refused photo apart from a refused receipt, and the photos a refused receipt took with it', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const photo = { key: 'p', name: 'p.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(4) };
    const withPhoto = (key: string, orderId: number, receiptApplied: boolean): OutboxEntry => {
      const base = entry(key, orderId);
      return { ...base, change: { ...base.change, photos: [photo], receiptApplied } };
    };
    await addToOutbox(USER, withPhoto('a', 41, true));
    await markRefused(USER, 'a', { status: 409, code: 'photo_order_not_received' });
    await addToOutbox(USER, withPhoto('b', 42, false));
    await markRefused(USER, 'b', { status: 409, code: 'order_changed' });
    renderRoute('/', <OfflineStatus />, { at: '/' });

    const [photoAlert, receiptAlert] = await screen.findAllByRole('alert');
    expect(photoAlert).toHaveTextContent(ser.outbox.photosRefusedTitle.replace('{{number}}', 'KUH-0041'));
    expect(photoAlert).not.toHaveTextContent(ser.outbox.changed);
    expect(receiptAlert).toHaveTextContent(ser.outbox.refusedTitle.replace('{{number}}', 'KUH-0042'));
    expect(receiptAlert).toHaveTextContent(ser.outbox.photosNotSent.replace('{{count}}', '1'));
  });
});
