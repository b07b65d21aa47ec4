/**
 * What other modules (and the bench) use of orders (docs/ARCHITECTURE.md, "Server modules"): the order's row lock
 * and contact that the supplier portal answers on, the repeat it prepares, and the hot write use cases the bench's
 * explain-writes drives; the order as the caller sees it (the delivery-note photos).
 */
export { lockOrder, supplierContact } from './orders.repository';
export { createOrder } from './create-order.service';
export { receiveOrder } from './receive.service';
export { prepareRepeatedOrder } from './repeat.service';
export { sendOrder } from './send-order.service';
export { findVisibleOrder, type VisibleOrder } from './visible-order.repository';
// Standing orders (docs/decisions/0030-standing-orders.md): the order a standing order is saved from, the draft it
// prepares (inside its transaction) with its contact preset, and the e-mail send.
export { createOrderIn } from './create-order.service';
export { mailOrderIn } from './mail-order.service';
export { findOrderSource, type OrderSource, presetOrderContact } from './order-source.repository';
// A venue's open, expected and overdue orders (the super admin's venue stats, the owner's group dashboard).
export { countVenueOrders, type VenueOrderCounts } from './venue-order-counts.repository';
