// Web Push (docs/decisions/0035-web-push.md): the server sends {title, body, url} in the user's language, encrypted
// for this browser; the worker shows it (every push shows a notification: the subscription is userVisibleOnly) and a
// tap focuses a window of the app on that url, or opens one.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Nabavka', {
      body: message.body || '',
      icon: '/icon.svg',
      badge: '/icon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return open.focus().then((client) => (client || open).navigate(target.href));
      return self.clients.openWindow(target.href);
    }),
  );
});
