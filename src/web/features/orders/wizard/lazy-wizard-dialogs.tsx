/**
 * The wizard's dialogs, each in a chunk of its own fetched the first time it opens (decision 0011, Lighthouse of the
 * order wizard): the cart sheet, the merge offer and the confirmations (save, cancel, leave, version conflict). The
 * first step paints without their code, style sheets and queries; the service worker keeps every chunk for offline use
 * (vite.config.ts).
 */
import { lazyDialog } from '@/web/components/lazy-dialog';

export const CartDrawer = lazyDialog(() => import('./cart-drawer').then((m) => m.CartDrawer));

export const MergeOfferDialog = lazyDialog(() =>
  import('./merge-offer-dialog').then((m) => m.MergeOfferDialog),
);

/** The wizard's dialogs that are confirmations (the cart and the merge offer are their own). */
const CONFIRMATIONS: readonly string[] = ['save', 'cancel', 'conflict'];

export const WizardConfirmations = lazyDialog(
  () => import('./wizard-dialogs').then((m) => m.WizardConfirmations),
  (props) => props.leaving || (props.dialog !== null && CONFIRMATIONS.includes(props.dialog.type)),
);
