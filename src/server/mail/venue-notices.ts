/**
 * Notices about a venue that go to the people who must act on them (docs/PRODUCT.md#venue-registration): a venue asks
 * the super admins for more stations (limit-reached modal: docs/PRODUCT.md#station-inquiry), and a person asks a
 * venue's admins to let them in (request access: docs/PRODUCT.md#request-access). Each recipient reads it in their
 * own language; every value from a user is escaped in the HTML part.
 */
import type { Language } from '@/domain/shared/enums';
import { escapeHtml, mailButton, mailDocument, mailParagraph, type RenderedMail } from './templates';
import { withCyrillic } from '@/domain/shared/cyrillic';

export const STATION_INQUIRY_MAIL_KIND = 'station-inquiry';
export const ACCESS_REQUEST_MAIL_KIND = 'access-request';

export interface StationInquiryMailInput {
  language: Language;
  venueName: string;
  venuePib: string;
  askedBy: string;
  askedByEmail: string;
  plan: string;
  stations: number;
  limit: number;
  link: string;
}

export interface AccessRequestMailInput {
  language: Language;
  adminName: string;
  venueName: string;
  askedBy: string;
  askedByEmail: string;
  link: string;
}

const TEXTS = withCyrillic({
  ser: {
    inquirySubject: (venue: string) => `Zahtev za dodatne sektore – ${venue}`,
    inquiryIntro: (p: StationInquiryMailInput) =>
      `Objekat ${p.venueName} (PIB ${p.venuePib}) je dostigao ograničenje sektora svog paketa (${p.plan}: ${p.stations} od ${p.limit}) i traži dodatne sektore. Zahtev je poslao/la ${p.askedBy} (${p.askedByEmail}).`,
    inquiryAction: 'Otvori objekte',
    accessSubject: (venue: string) => `Zahtev za pristup objektu ${venue}`,
    greeting: (name: string) => `Zdravo, ${name}!`,
    accessIntro: (p: AccessRequestMailInput) =>
      `${p.askedBy} (${p.askedByEmail}) traži pristup objektu ${p.venueName}. Zahtev možete odobriti na stranici Korisnici.`,
    accessAction: 'Otvori korisnike',
    signature: 'Srdačan pozdrav,\nTim Nabavke',
  },
  en: {
    inquirySubject: (venue: string) => `Request for more stations – ${venue}`,
    inquiryIntro: (p: StationInquiryMailInput) =>
      `${p.venueName} (tax id ${p.venuePib}) has reached its plan's station limit (${p.plan}: ${p.stations} of ${p.limit}) and asks for more stations. Sent by ${p.askedBy} (${p.askedByEmail}).`,
    inquiryAction: 'Open the venues',
    accessSubject: (venue: string) => `Request to join ${venue}`,
    greeting: (name: string) => `Hello, ${name}!`,
    accessIntro: (p: AccessRequestMailInput) =>
      `${p.askedBy} (${p.askedByEmail}) asks to join ${p.venueName}. You can approve the request on the Users page.`,
    accessAction: 'Open the users',
    signature: 'Kind regards,\nThe Nabavka team',
  },
});

function render(
  language: Language,
  subject: string,
  paragraphs: readonly string[],
  action: string,
  link: string,
): RenderedMail {
  const signature = TEXTS[language].signature;
  const html = mailDocument(language, subject, [
    ...paragraphs.map((p) => mailParagraph(escapeHtml(p))),
    mailButton(link, action),
    mailParagraph(escapeHtml(signature).replace(/\n/g, '<br>')),
  ]);
  const text = [...paragraphs.flatMap((p) => [p, '']), `${action}: ${link}`, '', signature].join('\n');
  return { subject: subject.replace(/[\r\n]+/g, ' '), html, text };
}

export function renderStationInquiryMail(input: StationInquiryMailInput): RenderedMail {
  const texts = TEXTS[input.language];
  return render(
    input.language,
    texts.inquirySubject(input.venueName),
    [texts.inquiryIntro(input)],
    texts.inquiryAction,
    input.link,
  );
}

export function renderAccessRequestMail(input: AccessRequestMailInput): RenderedMail {
  const texts = TEXTS[input.language];
  return render(
    input.language,
    texts.accessSubject(input.venueName),
    [texts.greeting(input.adminName), texts.accessIntro(input)],
    texts.accessAction,
    input.link,
  );
}
