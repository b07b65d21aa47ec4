/**
 * An order sent by e-mail from the server (a standing order with e-mail sending on, docs/decisions/0030-standing-orders.md):
 * the same text as every other channel (domain/orders/order-message.ts) and its fixed subject, in the sender's language.
 */
import { formatOrderMessage, type OrderMessageInput, orderMailSubject } from '@/domain/orders/order-message';
import { escapeHtml, mailDocument, type RenderedMail } from './templates';

export const ORDER_MAIL_KIND = 'order';

export function renderOrderMail(input: OrderMessageInput): RenderedMail {
  const subject = orderMailSubject(input.language, input.venueName);
  const text = formatOrderMessage(input);
  const html = mailDocument(input.language, subject, [
    `<pre style="margin:0;font-family:inherit;white-space:pre-wrap;line-height:1.5">${escapeHtml(text)}</pre>`,
  ]);
  return { subject, html, text };
}
