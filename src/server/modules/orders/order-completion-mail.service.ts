/**
 * Tells the venue's admins (those with e-mail notifications on) that a receipt left items missing
 * (docs/PRODUCT.md#shortfall-mail).
 */
import type { OrderStatus } from '@/domain/shared/enums';
import type { Deps } from '@/server/types';
import type { OutgoingMail } from '@/server/mail/mailer';
import {
  ORDER_SHORTFALL_MAIL_KIND,
  renderOrderShortfallMail,
  type ShortfallItem,
} from '@/server/mail/order-shortfall';
import type { NotifiedAdmin, ReceiptOrder } from './receive-order.statement';

/** What the shortfall mail names besides the order: its venue, station and supplier, the receiver, the new order. */
export interface ShortfallMailFacts {
  venueName: string;
  stationName: string;
  supplierName: string;
  receivedBy: string;
  /**
   * The moved items' new order, or what stands for its number until the receipt's statement numbers it (the
   * statement puts the number in its place when it inserts the mail).
   */
  newOrderNumber: string | null;
}

/** One mail per admin, in the admin's language; the receipt's own read found the admins and the facts. */
export function shortfallMails(
  deps: Deps<'config'>,
  input: {
    venueId: number;
    order: Pick<ReceiptOrder, 'stationId' | 'isCustom' | 'orderNumber' | 'deadline'>;
    status: OrderStatus;
    missing: readonly ShortfallItem[];
    admins: readonly NotifiedAdmin[];
    facts: ShortfallMailFacts;
  },
): OutgoingMail[] {
  const { venueId, order, facts } = input;
  const tab = input.status === 'INCOMPLETE' ? 2 : 3;
  const link = `${deps.config.publicUrl}/current-orders/${order.stationId}/${order.isCustom ? 'custom-orders' : 'orders'}?tab=${tab}`;
  return input.admins.map((admin) => ({
    kind: ORDER_SHORTFALL_MAIL_KIND,
    to: admin.email,
    userId: admin.id,
    venueId,
    ...renderOrderShortfallMail({
      language: admin.language,
      adminName: admin.name,
      venueName: facts.venueName,
      stationName: facts.stationName,
      supplierName: facts.supplierName,
      orderNumber: order.orderNumber,
      deadline: order.deadline,
      status: input.status,
      receivedBy: facts.receivedBy,
      items: input.missing,
      newOrderNumber: facts.newOrderNumber,
      link,
    }),
  }));
}
