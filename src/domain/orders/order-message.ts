/**
 * The text an order is sent as (WhatsApp, Viber, SMS, e-mail, copied text), in the sender's language
 * (docs/PRODUCT.md#order-wizard, #sending, #channel-links). One pure function, so every channel and the preview show
 * the same words.
 */
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { Language, PaymentMethod } from '@/domain/shared/enums';
import { formatAmount } from './amount';

export interface OrderMessageItem {
  name: string;
  amount: string;
  unit: string;
  note?: string | null;
}

export interface OrderMessageInput {
  language: Language;
  venueName: string;
  stationName: string;
  orderNumber?: string | null;
  /** Calendar date YYYY-MM-DD. */
  deadline: string;
  items: readonly OrderMessageItem[];
  orderNote?: string | null;
  paymentMethod?: PaymentMethod | null;
  /**
   * The supplier's link (docs/PRODUCT.md#supplier-link: `{PUBLIC_URL}/o/{token}`), the text's last line once the
   * server made it.
   */
  link?: string | null;
}

interface MessageLabels {
  order: string;
  newOrder: string;
  deliveryDate: string;
  note: string;
  orderNote: string;
  payment: string;
  thanks: string;
  paymentMethods: Record<PaymentMethod, string>;
  subject: string;
}

export const ORDER_MESSAGE_LABELS = {
  ser: {
    order: 'Porudžbina',
    newOrder: 'Nova porudžbina',
    deliveryDate: 'Datum isporuke',
    note: 'napomena',
    orderNote: 'Napomena',
    payment: 'Način plaćanja',
    thanks: 'Hvala!',
    paymentMethods: {
      cash: 'gotovina',
      wire_transfer: 'virman',
      credit_card: 'kartica',
      revers: 'revers',
      accounting: 'preko knjigovodstva',
    },
    subject: 'Nova porudžbina',
  },
  en: {
    order: 'Order',
    newOrder: 'New order',
    deliveryDate: 'Delivery date',
    note: 'note',
    orderNote: 'Note',
    payment: 'Payment method',
    thanks: 'Thank you!',
    paymentMethods: {
      cash: 'cash',
      wire_transfer: 'wire transfer',
      credit_card: 'credit card',
      revers: 'revers',
      accounting: 'through accounting',
    },
    subject: 'New order',
  },
} as const satisfies Record<Language, MessageLabels>;

export function formatOrderMessage(input: OrderMessageInput): string {
  const labels = ORDER_MESSAGE_LABELS[input.language];
  const title = input.orderNumber ? `${labels.order} ${input.orderNumber}` : labels.newOrder;
  const lines = [
    title,
    `${input.venueName} – ${input.stationName}`,
    `${labels.deliveryDate}: ${formatDisplayDate(input.deadline)}`,
    '',
    ...input.items.map((item, index) => {
      const note = item.note?.trim() ? ` (${labels.note}: ${item.note.trim()})` : '';
      return `${index + 1}. ${item.name} – ${formatAmount(item.amount, input.language)} ${item.unit}${note}`;
    }),
  ];
  const orderNote = input.orderNote?.trim();
  if (orderNote || input.paymentMethod) lines.push('');
  if (orderNote) lines.push(`${labels.orderNote}: ${orderNote}`);
  if (input.paymentMethod) lines.push(`${labels.payment}: ${labels.paymentMethods[input.paymentMethod]}`);
  lines.push('', labels.thanks);
  if (input.link) lines.push(input.link);
  return lines.join('\n');
}

/** The e-mail subject is a fixed phrase plus the venue name (docs/PRODUCT.md#mail). */
export function orderMailSubject(language: Language, venueName: string): string {
  return `${ORDER_MESSAGE_LABELS[language].subject} – ${venueName}`;
}
