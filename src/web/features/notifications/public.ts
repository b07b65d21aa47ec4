/** What the shell uses of notifications: the bell with the unread count (docs/decisions/0030-standing-orders.md). */
export { NotificationBell } from './components/notification-bell';
/** The profile screen's "Notifications on this phone" switch (docs/decisions/0035-web-push.md). */
export { PushSwitch } from './push/push-switch';
