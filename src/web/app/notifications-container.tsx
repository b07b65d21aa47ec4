import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's snackbar container, in a module of its own so it can be loaded on demand (see lazy-notifications). */
export default function NotificationsContainer() {
  return <Notifications position="top-center" limit={3} />;
}
