/**
 * The 'inform-admin-order-completion' mail (docs/PRODUCT.md#mail, #shortfall-mail): a receipt left items missing. It
 * lists what did not arrive and what happens to it, in the admin's language, with a link to the station's orders.
 */
import { formatAmount } from '@/domain/orders/amount';
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { ItemStatus, Language, NotDeliveredReason, OrderStatus } from '@/domain/shared/enums';
import { escapeHtml, mailButton, mailDocument, mailParagraph, type RenderedMail } from './templates';
import { withCyrillic } from '@/domain/shared/cyrillic';

export const ORDER_SHORTFALL_MAIL_KIND = 'inform-admin-order-completion';

export interface ShortfallItem {
  name: string;
  unit: string;
  amount: string;
  status: ItemStatus;
  deliveredAmount: string | null;
  notDeliveredReason: NotDeliveredReason | null;
}

export interface ShortfallMailInput {
  language: Language;
  adminName: string;
  venueName: string;
  stationName: string;
  supplierName: string;
  orderNumber: string;
  deadline: string;
  status: OrderStatus;
  receivedBy: string;
  items: readonly ShortfallItem[];
  newOrderNumber: string | null;
  link: string;
}

interface ShortfallTexts {
  subject: (orderNumber: string, venueName: string) => string;
  greeting: (name: string) => string;
  intro: (p: {
    orderNumber: string;
    supplierName: string;
    stationName: string;
    deadline: string;
    receivedBy: string;
  }) => string;
  stillWaiting: string;
  completed: string;
  partial: (delivered: string, ordered: string) => string;
  notAvailable: string;
  arriveLater: string;
  moved: (orderNumber: string | null) => string;
  action: string;
  signature: string;
}

const TEXTS = withCyrillic<ShortfallTexts>({
  ser: {
    subject: (orderNumber, venueName) => `Porudžbina ${orderNumber} nije stigla u potpunosti – ${venueName}`,
    greeting: (name) => `Zdravo, ${name}!`,
    intro: (p) =>
      `Porudžbina ${p.orderNumber} (${p.supplierName}, ${p.stationName}, isporuka ${p.deadline}) je primljena, ali nije stiglo sve. Prijem je uneo/la ${p.receivedBy}.`,
    stillWaiting: 'Porudžbina je nepotpuna: neki artikli tek treba da stignu.',
    completed: 'Porudžbina je zatvorena.',
    partial: (delivered, ordered) => `stiglo ${delivered} od ${ordered}`,
    notAvailable: 'nije dostupno',
    arriveLater: 'stiže kasnije',
    moved: (orderNumber) =>
      orderNumber ? `prebačeno u porudžbinu ${orderNumber}` : 'prebačeno u novu porudžbinu',
    action: 'Otvori porudžbine',
    signature: 'Srdačan pozdrav,\nTim Nabavke',
  },
  en: {
    subject: (orderNumber, venueName) => `Order ${orderNumber} did not arrive in full – ${venueName}`,
    greeting: (name) => `Hello, ${name}!`,
    intro: (p) =>
      `Order ${p.orderNumber} (${p.supplierName}, ${p.stationName}, delivery ${p.deadline}) was received, but not everything arrived. Received by ${p.receivedBy}.`,
    stillWaiting: 'The order is incomplete: some items are still to arrive.',
    completed: 'The order is closed.',
    partial: (delivered, ordered) => `${delivered} of ${ordered} arrived`,
    notAvailable: 'not available',
    arriveLater: 'arrives later',
    moved: (orderNumber) => (orderNumber ? `moved to order ${orderNumber}` : 'moved to a new order'),
    action: 'Open the orders',
    signature: 'Kind regards,\nThe Nabavka team',
  },
});

function whatHappened(
  item: ShortfallItem,
  texts: ShortfallTexts,
  newOrderNumber: string | null,
  language: Language,
): string {
  const ordered = `${formatAmount(item.amount, language)} ${item.unit}`;
  if (item.status === 'DELIVERED' && item.deliveredAmount !== null) {
    return texts.partial(`${formatAmount(item.deliveredAmount, language)} ${item.unit}`, ordered);
  }
  if (item.status === 'MOVE_TO_NEW') return texts.moved(newOrderNumber);
  if (item.status === 'INCOMPLETE' || item.notDeliveredReason === 'ARRIVE_LATER') return texts.arriveLater;
  return texts.notAvailable;
}

export function renderOrderShortfallMail(input: ShortfallMailInput): RenderedMail {
  const texts: ShortfallTexts = TEXTS[input.language];
  const deadline = formatDisplayDate(input.deadline);
  const intro = texts.intro({ ...input, deadline });
  const state = input.status === 'INCOMPLETE' ? texts.stillWaiting : texts.completed;
  const lines = input.items.map((item) => ({
    name: item.name,
    ordered: `${formatAmount(item.amount, input.language)} ${item.unit}`,
    outcome: whatHappened(item, texts, input.newOrderNumber, input.language),
  }));
  const html = mailDocument(input.language, texts.subject(input.orderNumber, input.venueName), [
    mailParagraph(escapeHtml(texts.greeting(input.adminName))),
    mailParagraph(escapeHtml(intro)),
    '<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">',
    ...lines.map(
      (line) =>
        `<li><strong>${escapeHtml(line.name)}</strong> (${escapeHtml(line.ordered)}): ${escapeHtml(line.outcome)}</li>`,
    ),
    '</ul>',
    mailParagraph(escapeHtml(state)),
    mailButton(input.link, texts.action),
    mailParagraph(escapeHtml(texts.signature).replace(/\n/g, '<br>')),
  ]);

  const text = [
    texts.greeting(input.adminName),
    '',
    intro,
    '',
    ...lines.map((line) => `- ${line.name} (${line.ordered}): ${line.outcome}`),
    '',
    state,
    '',
    `${texts.action}: ${input.link}`,
    '',
    texts.signature,
  ].join('\n');

  return { subject: texts.subject(input.orderNumber, input.venueName).replace(/[\r\n]+/g, ' '), html, text };
}
