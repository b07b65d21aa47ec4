/**
 * The text an order is sent as (WhatsApp, Viber, SMS, e-mail, copied text), in the sender's language
 * (docs/PRODUCT.md#order-wizard, #sending, #channel-links). One pure function, so every channel and the preview show
 * the same words. Prices appear only when the venue switched them on (docs/PRODUCT.md#prices).
 */
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { Language, PaymentMethod } from '@/domain/shared/enums';
import { DEFAULT_CURRENCY, formatMoney, lineValue, orderTotal } from '@/domain/prices/money';
import { formatAmount, toThousandths } from './amount';
import { withCyrillic } from '@/domain/shared/cyrillic';

export interface OrderMessageItem {
  name: string;
  amount: string;
  unit: string;
  note?: string | null;
  /** The line's unit price (decimal text), named only when the message carries prices. */
  unitPrice?: string | null;
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
  /**
   * Set when the venue names prices in the supplier's message (docs/PRODUCT.md#prices, venue setting off by default):
   * each priced line gets its unit price and value, and the text the order total, in the venue's currency.
   */
  prices?: { currency: string } | null;
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
  total: string;
  unpriced: (count: number) => string;
}

export const ORDER_MESSAGE_LABELS = withCyrillic<MessageLabels>({
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
    total: 'Ukupno',
    unpriced: (count: number) => `bez stavki koje nemaju cenu: ${count}`,
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
    total: 'Total',
    unpriced: (count: number) => `without items that have no price: ${count}`,
  },
});

export function formatOrderMessage(input: OrderMessageInput): string {
  const labels = ORDER_MESSAGE_LABELS[input.language];
  const title = input.orderNumber ? `${labels.order} ${input.orderNumber}` : labels.newOrder;
  const prices = input.prices ?? null;
  const lines = [
    title,
    `${input.venueName} – ${input.stationName}`,
    `${labels.deliveryDate}: ${formatDisplayDate(input.deadline)}`,
    '',
    ...input.items.map((item, index) => {
      const note = item.note?.trim() ? ` (${labels.note}: ${item.note.trim()})` : '';
      const price = prices ? linePrice(item, prices.currency, input.language) : '';
      return `${index + 1}. ${item.name} – ${formatAmount(item.amount, input.language)} ${item.unit}${price}${note}`;
    }),
  ];
  if (prices) {
    const { total, unpricedLines } = orderTotal(
      input.items.filter(isAmount).map((item) => ({ amount: item.amount, unitPrice: item.unitPrice })),
    );
    if (total !== null) {
      const unpriced = unpricedLines > 0 ? ` (${labels.unpriced(unpricedLines)})` : '';
      lines.push('', `${labels.total}: ${formatMoney(total, prices.currency, input.language)}${unpriced}`);
    }
  }
  const orderNote = input.orderNote?.trim();
  if (orderNote || input.paymentMethod) lines.push('');
  if (orderNote) lines.push(`${labels.orderNote}: ${orderNote}`);
  if (input.paymentMethod) lines.push(`${labels.payment}: ${labels.paymentMethods[input.paymentMethod]}`);
  lines.push('', labels.thanks);
  if (input.link) lines.push(input.link);
  return lines.join('\n');
}

/** A line whose amount is a number: only those have a value (a half-typed one is not priced). */
function isAmount(item: OrderMessageItem): boolean {
  return toThousandths(item.amount) !== undefined;
}

/** " × 120,00 RSD = 240,00 RSD" after a priced line's amount; nothing for a line without a price. */
function linePrice(item: OrderMessageItem, currency: string, language: Language): string {
  if (!item.unitPrice || !isAmount(item)) return '';
  const value = lineValue(item.amount, item.unitPrice)!;
  return ` × ${formatMoney(item.unitPrice, currency, language)} = ${formatMoney(value, currency, language)}`;
}

/** The message's prices setting from the venue (docs/PRODUCT.md#prices): its currency when it names prices, else null. */
export function messagePrices(
  profile: { venue: { currency?: string; pricesInMessage?: boolean } | null } | null,
): { currency: string } | null {
  const venue = profile?.venue;
  return venue?.pricesInMessage ? { currency: venue.currency ?? DEFAULT_CURRENCY } : null;
}

/** The e-mail subject is a fixed phrase plus the venue name (docs/PRODUCT.md#mail). */
export function orderMailSubject(language: Language, venueName: string): string {
  return `${ORDER_MESSAGE_LABELS[language].subject} – ${venueName}`;
}
