/**
 * This device's Web Push subscription (docs/decisions/0035-web-push.md): the browser's PushManager of the app's
 * service worker, and the server's copy of it. Switching on asks the permission, subscribes with the server's VAPID
 * key (userVisibleOnly: every push shows a notification) and posts the subscription; switching off deletes it on the
 * server and unsubscribes the browser.
 */
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import { callApi } from '@/web/lib/api-client';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker (registered by registerSW.js); none in development or where it failed. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function postSubscription(subscription: PushSubscription): Promise<unknown> {
  const json = subscription.toJSON();
  return callApi(notificationOperations.pushSubscribe, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/**
 * Where this device stands. A subscription the browser already has is posted again: the server may have dropped it
 * (its push service said gone) or someone else may have been signed in on this phone when it was made.
 */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await postSubscription(subscription);
  return 'on';
}

export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const { publicKey } = await callApi(notificationOperations.pushKey, {});
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await postSubscription(subscription);
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await callApi(notificationOperations.pushUnsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
