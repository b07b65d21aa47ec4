/**
 * What other features use of the delivery-note photos (decision 0023): the receive dialog's picker and the sending
 * of its photos after the receipt, and the order view's photos.
 */
export {
  DeliveryNotePhotos,
  type PendingPhoto,
  useSendReceiptPhotos,
} from './components/delivery-note-photos';
export { OrderPhotos } from './components/order-photos';
