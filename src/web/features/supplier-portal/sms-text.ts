/**
 * "Copy as SMS text" on the supplier's page (docs/PRODUCT.md#copy-as-sms): the order in the same words the venue
 * sends it, with prices when the venue names them.
 */
import { formatOrderMessage } from '@/domain/orders/order-message';
import type { Language } from '@/domain/shared/enums';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';

export function supplierSmsText(view: SupplierOrderView, language: Language): string {
  return formatOrderMessage({
    language,
    venueName: view.venue.name,
    stationName: view.station,
    orderNumber: view.orderNumber,
    deadline: view.deliveryDate,
    items: view.lines,
    orderNote: view.orderNote,
    paymentMethod: view.paymentMethod,
    prices: view.currency ? { currency: view.currency } : null,
  });
}
