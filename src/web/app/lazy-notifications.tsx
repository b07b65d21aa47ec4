import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Imported through a local module: a dynamic import of the package itself would make every export of it live and
// pull the container back into the entry chunk.
const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * The snackbar container, loaded with the first snackbar: it brings transitions and scroll handling that /login's
 * first paint does not need (ARCHITECTURE budget). Snackbars raised before it arrives wait in the store.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
