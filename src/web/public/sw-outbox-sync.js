// Background Sync for the offline outbox (docs/decisions/0024-offline-outbox.md): when the browser regains the
// network it wakes the service worker with the tag the app registered; the worker asks every open window of the app
// to replay its outbox (the app holds the session and the idempotency keys; a closed app replays on its next start).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'nabavka-outbox') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: 'nabavka-outbox-replay' }))),
  );
});
