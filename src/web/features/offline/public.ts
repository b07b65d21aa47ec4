/**
 * What other parts of the app use of offline work (decision 0024): the kept query data and its persistence options,
 * the shell's network and outbox notices, the way a receipt goes into the outbox, whether an order waits in it, and
 * whether any write does (the venue switch waits for them: decision 0037).
 */
export { persistOptions, prepareOfflineData, refreshRestoredData } from './query-persistence';
export { OfflineStatus } from './offline-status';
export { recordPhotosOffline, recordReceiptOffline } from './record-receipt';
export type { ReceiptChange } from './outbox-types';
export { useOnline } from './use-online';
export { useUnsentWrites } from './outbox-store';
export { receiptWaiting, useReceiptWaiting } from './use-receipt-waiting';
