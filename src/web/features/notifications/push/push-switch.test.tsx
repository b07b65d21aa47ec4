/**
 * The profile's "Notifications on this phone" switch (docs/decisions/0035-web-push.md) with a mocked PushManager:
 * switching on asks the permission, subscribes with the server's key and posts the subscription; off deletes it and
 * unsubscribes; a denied permission or a browser without push says so and that the in-app list still works.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import notificationsSer from '@/web/features/notifications/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { PushSwitch } from './push-switch';

const texts = notificationsSer.push;
/** Mantine's label holds the description too, so the name starts with the label. */
const switchName = (name: string) => name.startsWith(texts.label);
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.test/send/abc';
const KEYS = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };

interface FakeBrowser {
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
}

function fakeBrowser(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
}): FakeBrowser {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async () => {
    current = subscription;
    return subscription;
  });
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => current, subscribe } }),
    },
  });
  return { subscribe, unsubscribe, requestPermission: notification.requestPermission };
}

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/notifications/push/key') return jsonResponse(200, { publicKey: PUBLIC_KEY });
    if (path === '/api/notifications/push/subscriptions' && init?.method === 'POST') {
      return jsonResponse(200, { subscribed: true });
    }
    if (path === '/api/notifications/push/subscriptions' && init?.method === 'DELETE') {
      return jsonResponse(200, { removed: true });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const requestsTo = (fetchMock: ReturnType<typeof mockServer>, method: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === '/api/notifications/push/subscriptions' &&
        init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('notifications on this phone (profile)', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: profileFixture() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('switches on with the permission and the server key, and off again', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    const fetchMock = mockServer();
    const user = userEvent.setup();
    renderRoute('/profile', <PushSwitch />, { at: '/profile' });
    const toggle = await screen.findByRole('switch', { name: switchName });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0] as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(requestsTo(fetchMock, 'POST')).toEqual([{ endpoint: ENDPOINT, keys: KEYS }]);

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(requestsTo(fetchMock, 'DELETE')).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('stays off and says so when the person does not allow notifications', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    const fetchMock = mockServer();
    const user = userEvent.setup();
    renderRoute('/profile', <PushSwitch />, { at: '/profile' });
    const toggle = await screen.findByRole('switch', { name: switchName });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(texts.denied)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, 'POST')).toEqual([]);
  });

  it('says the in-app list still works where the browser has no push', async () => {
    mockServer();
    renderRoute('/profile', <PushSwitch />, { at: '/profile' });
    expect(await screen.findByText(texts.unsupported)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: switchName })).toBeDisabled();
  });
});
