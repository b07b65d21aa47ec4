/** What other features may use of ordering besides its query hooks (api.ts): the way back to a new order. */
export { forgetReturnToOrder, markCameFromNewOrder, orderToReturnTo } from './return-to-order';
