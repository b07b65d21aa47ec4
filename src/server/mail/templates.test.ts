import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/shared/enums';
import { MAIL_MESSAGES } from './messages';
import { escapeHtml, renderInviteMail, renderResetPasswordMail, renderVerifyEmailMail } from './templates';
import { DEMO } from '@/test/demo-context';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('mail templates', () => {
  it('have the same texts in Serbian and English', () => {
    expect(keysOf(MAIL_MESSAGES.ser).sort()).toEqual(keysOf(MAIL_MESSAGES.en).sort());
  });

  it('write Serbian in Latin script with its own letters', () => {
    const mail = renderVerifyEmailMail({
      name: 'Ana',
      link: 'https://nabavka.rs/verify/email?activationToken=t',
      language: 'ser',
    });
    expect(mail.text).toContain('Hvala što ste se registrovali');
    expect(mail.text).toContain('važi 48 sati');
    expect(mail.html).toContain('<html lang="sr-Latn">');
    expect(mail.text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('write Cyrillic made from the Serbian texts, the name as it was given', () => {
    const mail = renderVerifyEmailMail({
      name: 'Ana Njegoš',
      link: 'https://nabavka.rs/v?t=1',
      language: 'cyr',
    });
    expect(mail.subject).toBe('Потврдите своју е-маил адресу за Набавку');
    expect(mail.text).toContain('Здраво, Ana Njegoš!');
    expect(mail.text).toContain('Потврди е-маил адресу: https://nabavka.rs/v?t=1');
    expect(mail.html).toContain('<html lang="sr-Cyrl">');
  });

  it.each(LANGUAGES)('render subject, HTML and text with the link for every mail in %s', (language) => {
    const link = 'https://nabavka.rs/path?a=1&b=2';
    const mails = [
      renderVerifyEmailMail({ name: 'Ana', link, language }),
      renderResetPasswordMail({ name: 'Ana', link, language }),
      renderInviteMail({ venueName: 'Bistro', link, language }),
    ];
    for (const mail of mails) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('href="https://nabavka.rs/path?a=1&amp;b=2"');
    }
  });

  it('escape interpolated values in the HTML but keep them readable in the text', () => {
    const venueName = 'Kafana "<script>alert(1)</script>" & Co';
    const mail = renderInviteMail({
      venueName,
      link: 'https://nabavka.rs/acceptInvite?token=t',
      language: 'en',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Kafana &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; Co');
    expect(mail.text).toContain(venueName);
    expect(mail.subject).toBe(`Invitation to join ${venueName} on Nabavka`);
  });

  it('keep line breaks out of the subject', () => {
    const mail = renderInviteMail({ venueName: 'Evil\r\nBcc: x@y.z', link: 'https://x.y', language: 'ser' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Evil Bcc: x@y.z');
  });

  it('invite the recipient to the named venue in Serbian', () => {
    const mail = renderInviteMail({ venueName: DEMO.venues.bistro, link: 'https://x.y', language: 'ser' });
    expect(mail.subject).toBe('Poziv da se pridružite objektu Bistro Demo u Nabavci');
    expect(mail.text).toContain('Prihvati poziv: https://x.y');
  });

  it('escape all five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
