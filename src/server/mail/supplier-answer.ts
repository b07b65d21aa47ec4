/**
 * The mail of a supplier's answer (docs/PRODUCT.md#supplier-answer): to the order's creator and the venue's admins
 * with e-mail notifications on, in each one's language: confirmed, confirmed with changes (which lines will not come,
 * the new date, the supplier's note) or rejected (with the reason), with a link to the station's expected orders.
 */
import { formatAmount } from '@/domain/orders/amount';
import type { SupplierDecision } from '@/domain/supplier-portal/answer';
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { Language } from '@/domain/shared/enums';
import { escapeHtml, mailButton, mailDocument, mailParagraph, type RenderedMail } from './templates';
import { withCyrillic } from '@/domain/shared/cyrillic';

export const SUPPLIER_ANSWER_MAIL_KIND = 'supplier-answer';

export interface SupplierAnswerMailInput {
  language: Language;
  recipientName: string;
  venueName: string;
  stationName: string;
  supplierName: string;
  orderNumber: string;
  decision: SupplierDecision;
  /** The delivery date now (the supplier's when they moved it). */
  deliveryDate: string;
  /** The date before the supplier moved it, when they did. */
  previousDate: string | null;
  declined: readonly { name: string; amount: string; unit: string }[];
  note: string;
  reason: string;
  link: string;
}

interface AnswerTexts {
  subject: Record<SupplierDecision, (orderNumber: string, supplierName: string) => string>;
  greeting: (name: string) => string;
  intro: Record<
    SupplierDecision,
    (p: { orderNumber: string; supplierName: string; stationName: string }) => string
  >;
  dateMoved: (from: string, to: string) => string;
  deliveryOn: (date: string) => string;
  declined: string;
  note: (note: string) => string;
  reason: (reason: string) => string;
  action: string;
  signature: string;
}

const TEXTS = withCyrillic<AnswerTexts>({
  ser: {
    subject: {
      CONFIRMED: (n, s) => `${s} je potvrdio porudžbinu ${n}`,
      CONFIRMED_WITH_CHANGES: (n, s) => `${s} je potvrdio porudžbinu ${n} uz izmene`,
      REJECTED: (n, s) => `${s} je odbio porudžbinu ${n}`,
    },
    greeting: (name) => `Zdravo, ${name}!`,
    intro: {
      CONFIRMED: (p) =>
        `Dobavljač ${p.supplierName} je potvrdio porudžbinu ${p.orderNumber} (${p.stationName}) u celosti.`,
      CONFIRMED_WITH_CHANGES: (p) =>
        `Dobavljač ${p.supplierName} je potvrdio porudžbinu ${p.orderNumber} (${p.stationName}) uz izmene.`,
      REJECTED: (p) => `Dobavljač ${p.supplierName} je odbio porudžbinu ${p.orderNumber} (${p.stationName}).`,
    },
    dateMoved: (from, to) => `Datum isporuke je pomeren sa ${from} na ${to}.`,
    deliveryOn: (date) => `Isporuka: ${date}.`,
    declined: 'Neće stići:',
    note: (note) => `Napomena dobavljača: ${note}`,
    reason: (reason) => `Razlog: ${reason}`,
    action: 'Otvori porudžbine',
    signature: 'Srdačan pozdrav,\nTim Nabavke',
  },
  en: {
    subject: {
      CONFIRMED: (n, s) => `${s} confirmed order ${n}`,
      CONFIRMED_WITH_CHANGES: (n, s) => `${s} confirmed order ${n} with changes`,
      REJECTED: (n, s) => `${s} rejected order ${n}`,
    },
    greeting: (name) => `Hello, ${name}!`,
    intro: {
      CONFIRMED: (p) =>
        `Supplier ${p.supplierName} confirmed order ${p.orderNumber} (${p.stationName}) in full.`,
      CONFIRMED_WITH_CHANGES: (p) =>
        `Supplier ${p.supplierName} confirmed order ${p.orderNumber} (${p.stationName}) with changes.`,
      REJECTED: (p) => `Supplier ${p.supplierName} rejected order ${p.orderNumber} (${p.stationName}).`,
    },
    dateMoved: (from, to) => `The delivery date moved from ${from} to ${to}.`,
    deliveryOn: (date) => `Delivery: ${date}.`,
    declined: 'Will not arrive:',
    note: (note) => `Supplier's note: ${note}`,
    reason: (reason) => `Reason: ${reason}`,
    action: 'Open the orders',
    signature: 'Kind regards,\nThe Nabavka team',
  },
});

export function renderSupplierAnswerMail(input: SupplierAnswerMailInput): RenderedMail {
  const texts: AnswerTexts = TEXTS[input.language];
  const subject = texts.subject[input.decision](input.orderNumber, input.supplierName).replace(
    /[\r\n]+/g,
    ' ',
  );
  const paragraphs: string[] = [texts.intro[input.decision](input)];
  if (input.decision !== 'REJECTED') {
    const date = formatDisplayDate(input.deliveryDate);
    paragraphs.push(
      input.previousDate && input.previousDate !== input.deliveryDate
        ? texts.dateMoved(formatDisplayDate(input.previousDate), date)
        : texts.deliveryOn(date),
    );
  }
  const declined = input.declined.map(
    (item) => `${item.name} (${formatAmount(item.amount, input.language)} ${item.unit})`,
  );
  const closing = [
    ...(input.note ? [texts.note(input.note)] : []),
    ...(input.reason ? [texts.reason(input.reason)] : []),
  ];

  const html = mailDocument(input.language, subject, [
    mailParagraph(escapeHtml(texts.greeting(input.recipientName))),
    ...paragraphs.map((paragraph) => mailParagraph(escapeHtml(paragraph))),
    ...(declined.length > 0
      ? [
          mailParagraph(escapeHtml(texts.declined)),
          '<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">',
          ...declined.map((line) => `<li>${escapeHtml(line)}</li>`),
          '</ul>',
        ]
      : []),
    ...closing.map((paragraph) => mailParagraph(escapeHtml(paragraph))),
    mailButton(input.link, texts.action),
    mailParagraph(escapeHtml(texts.signature).replace(/\n/g, '<br>')),
  ]);
  const text = [
    texts.greeting(input.recipientName),
    '',
    ...paragraphs,
    ...(declined.length > 0 ? ['', texts.declined, ...declined.map((line) => `- ${line}`)] : []),
    ...(closing.length > 0 ? ['', ...closing] : []),
    '',
    `${texts.action}: ${input.link}`,
    '',
    texts.signature,
  ].join('\n');
  return { subject, html, text };
}
