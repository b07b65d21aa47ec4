/**
 * The reminder that an incoming e-invoice waits for a decision (docs/PRODUCT.md#invoices): three days before its
 * deadline each venue admin who wants e-mail notifications reads it in their own language. The invoice's number and
 * seller come from the supplier's file, so they are escaped in the HTML part.
 */
import type { Language } from '@/domain/shared/enums';
import { withCyrillic } from '@/domain/shared/cyrillic';
import { formatDisplayDate } from '@/domain/shared/date-format';
import { escapeHtml, mailButton, mailDocument, mailParagraph, type RenderedMail } from './templates';

export const INVOICE_REMINDER_MAIL_KIND = 'invoice-reminder';

export interface InvoiceReminderMailInput {
  language: Language;
  recipientName: string;
  invoiceNumber: string;
  supplierName: string;
  /** The calendar day (YYYY-MM-DD, Belgrade) by which the invoice must be decided. */
  deadline: string;
  link: string;
}

const TEXTS = withCyrillic({
  ser: {
    subject: (number: string, supplier: string, date: string) =>
      `Faktura ${number} od ${supplier} čeka odluku do ${date}`,
    greeting: (name: string) => `Zdravo, ${name}!`,
    intro: (number: string, supplier: string, date: string) =>
      `Faktura ${number} od dobavljača ${supplier} još nije prihvaćena ni odbijena. Odluku treba doneti do ${date}; posle roka faktura se smatra odbijenom.`,
    action: 'Otvori fakturu',
    signature: 'Srdačan pozdrav,\nTim Nabavke',
  },
  en: {
    subject: (number: string, supplier: string, date: string) =>
      `Invoice ${number} from ${supplier} awaits a decision by ${date}`,
    greeting: (name: string) => `Hello, ${name}!`,
    intro: (number: string, supplier: string, date: string) =>
      `Invoice ${number} from ${supplier} has been neither accepted nor rejected yet. Decide by ${date}; after the deadline the invoice counts as rejected.`,
    action: 'Open the invoice',
    signature: 'Kind regards,\nThe Nabavka team',
  },
});

export function renderInvoiceReminderMail(input: InvoiceReminderMailInput): RenderedMail {
  const texts = TEXTS[input.language];
  const date = formatDisplayDate(input.deadline);
  const subject = texts.subject(input.invoiceNumber, input.supplierName, date).replace(/[\r\n]+/g, ' ');
  const paragraphs = [
    texts.greeting(input.recipientName),
    texts.intro(input.invoiceNumber, input.supplierName, date),
  ];
  const html = mailDocument(input.language, subject, [
    ...paragraphs.map((p) => mailParagraph(escapeHtml(p))),
    mailButton(input.link, texts.action),
    mailParagraph(escapeHtml(texts.signature).replace(/\n/g, '<br>')),
  ]);
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `${texts.action}: ${input.link}`,
    '',
    texts.signature,
  ].join('\n');
  return { subject, html, text };
}
