import 'i18next';
import type ser from './ser.json';
import type currentOrders from './current-orders-ser.json';
import type orderWizard from './order-wizard-ser.json';
import type orders from './orders-ser.json';
import type terms from './terms-ser.json';

// Typed keys: a t('…') call with a key missing from the Serbian catalogue fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ser;
      terms: typeof terms;
      orders: typeof orders;
      orderWizard: typeof orderWizard;
      currentOrders: typeof currentOrders;
    };
    returnNull: false;
  }
}
