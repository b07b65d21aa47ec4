/** What the shell uses of notifications: the bell with the unread count (docs/decisions/0030-standing-orders.md). */
export { NotificationBell } from './components/notification-bell';
