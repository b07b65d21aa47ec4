import { describe, expect, it } from 'vitest';
import { renderInvoiceReminderMail } from './invoice-reminder';

const input = {
  recipientName: 'Ana',
  invoiceNumber: 'F-2026/17',
  supplierName: 'Mlekara <Subotica>',
  deadline: '2026-12-03',
  link: 'https://nabavka.rs/admin/invoices/7',
};

describe('the invoice deadline reminder mail', () => {
  it('names the invoice, its seller and the day in each language, the seller as written', () => {
    expect(renderInvoiceReminderMail({ ...input, language: 'ser' }).subject).toBe(
      'Faktura F-2026/17 od Mlekara <Subotica> čeka odluku do 03.12.2026',
    );
    expect(renderInvoiceReminderMail({ ...input, language: 'en' }).subject).toBe(
      'Invoice F-2026/17 from Mlekara <Subotica> awaits a decision by 03.12.2026',
    );
    const cyrillic = renderInvoiceReminderMail({ ...input, language: 'cyr' });
    expect(cyrillic.subject).toBe('Фактура F-2026/17 од Mlekara <Subotica> чека одлуку до 03.12.2026');
    expect(cyrillic.text).toContain('https://nabavka.rs/admin/invoices/7');
  });

  it('escapes the supplier file’s values in the HTML part', () => {
    const mail = renderInvoiceReminderMail({ ...input, language: 'ser' });
    expect(mail.html).toContain('Mlekara &lt;Subotica&gt;');
    expect(mail.html).not.toContain('<Subotica>');
  });
});
