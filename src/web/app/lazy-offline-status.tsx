import { lazy, Suspense } from 'react';

// Its own chunk: the outbox, its replay and the notices' parts are a signed-in user's, and /login, which shares the
// shell's entry, carries none of them (docs/ARCHITECTURE.md, "/login" budget).
const OfflineStatus = lazy(() =>
  import('@/web/features/offline/offline-status').then((module) => ({ default: module.OfflineStatus })),
);

/** The shell's network and outbox notices (decision 0024), loaded with the first signed-in screen. */
export function LazyOfflineStatus() {
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}
