/**
 * The dialogs of a station's current orders, each in a chunk of its own fetched the first time it opens (decision
 * 0011, Lighthouse of the current orders): the order view, the receive dialog (with its photos and supplier answer),
 * the repeat dialog (with the send panel) and the delete confirmation. Closed, they cost the list's first paint
 * nothing, neither their code and style sheets nor the queries they make when mounted.
 */
import { lazyDialog } from '@/web/components/lazy-dialog';

export const OrderViewDialog = lazyDialog(
  () => import('../components/order-view-dialog').then((m) => m.OrderViewDialog),
  (props) => props.orderId !== null,
);

export const ReceiveDialog = lazyDialog(
  () => import('../components/receive-dialog').then((m) => m.ReceiveDialog),
  (props) => props.orderId !== null,
);

export const RepeatDialog = lazyDialog(
  () => import('../components/repeat-dialog').then((m) => m.RepeatDialog),
  (props) => props.orderId !== null,
);

export const DeleteOrderDialog = lazyDialog(
  () => import('../components/delete-order-dialog').then((m) => m.DeleteOrderDialog),
  (props) => props.order !== null,
);
