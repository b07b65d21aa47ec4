/**
 * What other modules use of notifications (docs/ARCHITECTURE.md, "Server modules"): `notifyUser` stores one in the
 * caller's transaction, with a Web Push per device the user subscribed (docs/decisions/0035-web-push.md), so a
 * notification and its pushes exist exactly when the change it announces is committed. main.ts runs the push sender
 * and the cut-off reminder job (docs/PRODUCT.md#cutoff-reminders).
 */
export { notifyUser } from './notify-user';
export { createPushSender, PUSH_MAX_ATTEMPTS, type PushSender } from './push-sender';
export { createCutoffReminderJob, type CutoffReminderJob } from './cutoff-reminder-job';
