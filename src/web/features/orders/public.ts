/**
 * What other features may use of ordering besides its query hooks (api.ts): the way back to a new order, and the
 * routes the dashboard opens (a new order with its draft reset, a station's orders).
 */
export { forgetReturnToOrder, orderToReturnTo } from './return-to-order';
export {
  currentOrdersPath,
  editOrderPath,
  newOrderPath,
  orderViewPath,
  reviewAndSendPath,
  startNewOrder,
} from './components/order-paths';
export { ContinueDraft } from './components/continue-draft';
export { WaitingApprovalsCard } from './components/waiting-approvals-card';
