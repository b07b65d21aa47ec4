/** What other features may use of suppliers besides its query hooks (api.ts): the dialogs the order wizard opens. */
export { AddContactModal } from './components/add-contact-modal';
export { CreateSupplierModal } from './components/create-supplier-modal';
export { DeliveryCutoffWarning, useDeliverySchedule } from './components/delivery-schedule';
