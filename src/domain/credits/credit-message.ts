/**
 * The text a credit request is sent as (the order's channels: src/domain/orders/send-channels.ts), built like the
 * order text (src/domain/orders/order-message.ts) in the sender's language and number format, ending with the link
 * to the supplier's read-only credit page.
 */
import { formatAmount } from '@/domain/orders/amount';
import { formatMoney } from '@/domain/prices/money';
import { withCyrillic } from '@/domain/shared/cyrillic';
import type { Language } from '@/domain/shared/enums';

export interface CreditMessageLine {
  name: string;
  unit: string;
  missingAmount: string | null;
  orderedPrice: string;
  priceDifference: string | null;
  receivedAmount: string | null;
  value: string;
}

export interface CreditMessageInput {
  language: Language;
  venueName: string;
  creditNumber: string;
  orderNumber: string;
  currency: string;
  lines: readonly CreditMessageLine[];
  total: string;
  note?: string | null;
  link?: string | null;
}

export const CREDIT_MESSAGE_LABELS = withCyrillic({
  ser: {
    title: 'Zahtev za knjižno odobrenje',
    order: 'Porudžbina',
    missing: 'nije isporučeno',
    price: 'razlika u ceni',
    total: 'Ukupno za odobrenje',
    note: 'Napomena',
    answer: 'Molimo odgovorite preko linka:',
    thanks: 'Hvala!',
  },
  en: {
    title: 'Credit request',
    order: 'Order',
    missing: 'not delivered',
    price: 'price difference',
    total: 'Total to credit',
    note: 'Note',
    answer: 'Please answer through the link:',
    thanks: 'Thank you!',
  },
} satisfies Record<'ser' | 'en', Record<string, string>>);

export function formatCreditMessage(input: CreditMessageInput): string {
  const labels = CREDIT_MESSAGE_LABELS[input.language];
  const money = (value: string) => formatMoney(value, input.currency, input.language);
  const lines = [
    `${labels.title} ${input.creditNumber}`,
    input.venueName,
    `${labels.order} ${input.orderNumber}`,
    '',
    ...input.lines.map((line, index) => {
      const parts: string[] = [];
      if (line.missingAmount) {
        const amount = formatAmount(line.missingAmount, input.language);
        parts.push(`${labels.missing} ${amount} ${line.unit} × ${money(line.orderedPrice)}`);
      }
      if (line.priceDifference && line.receivedAmount) {
        const amount = formatAmount(line.receivedAmount, input.language);
        parts.push(`${labels.price} ${money(line.priceDifference)} × ${amount} ${line.unit}`);
      }
      return `${index + 1}. ${line.name}: ${parts.join('; ')} = ${money(line.value)}`;
    }),
    '',
    `${labels.total}: ${money(input.total)}`,
  ];
  const note = input.note?.trim();
  if (note) lines.push('', `${labels.note}: ${note}`);
  lines.push('', labels.thanks);
  if (input.link) lines.push(labels.answer, input.link);
  return lines.join('\n');
}

export function creditMailSubject(language: Language, creditNumber: string, venueName: string): string {
  return `${CREDIT_MESSAGE_LABELS[language].title} ${creditNumber} – ${venueName}`;
}
