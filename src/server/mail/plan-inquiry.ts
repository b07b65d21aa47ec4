/**
 * The 'plan-inquiry' mail (docs/PRODUCT.md#plan-inquiry, #plan-inquiries): a venue asks the super admins for a paid
 * plan. It says who asked, for which plan, which stations the venue keeps, and links to the venue's page where the
 * plan is changed.
 */
import type { Language } from '@/domain/shared/enums';
import { escapeHtml, mailButton, mailDocument, mailParagraph, type RenderedMail } from './templates';
import { withCyrillic } from '@/domain/shared/cyrillic';

export const PLAN_INQUIRY_MAIL_KIND = 'plan-inquiry';

export interface PlanInquiryMailInput {
  language: Language;
  venueName: string;
  plan: 'BASIC' | 'PRO';
  askedBy: string;
  askedByEmail: string;
  keptStations: readonly string[];
  link: string;
}

const TEXTS = withCyrillic({
  ser: {
    subject: (venue: string, plan: string) => `Zahtev za paket ${plan} – ${venue}`,
    intro: (venue: string, plan: string, who: string) => `${who} iz objekta ${venue} traži paket ${plan}.`,
    kept: 'Sektori koje objekat zadržava:',
    action: 'Otvori objekat',
    signature: 'Tim Nabavke',
  },
  en: {
    subject: (venue: string, plan: string) => `${plan} plan inquiry – ${venue}`,
    intro: (venue: string, plan: string, who: string) => `${who} of ${venue} asks for the ${plan} plan.`,
    kept: 'Stations the venue keeps:',
    action: 'Open the venue',
    signature: 'The Nabavka team',
  },
});

export function renderPlanInquiryMail(input: PlanInquiryMailInput): RenderedMail {
  const t = TEXTS[input.language];
  const who = `${input.askedBy} <${input.askedByEmail}>`;
  const subject = t.subject(input.venueName, input.plan).replace(/[\r\n\t]+/g, ' ');
  const parts = [
    `<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(subject)}</h1>`,
    mailParagraph(escapeHtml(t.intro(input.venueName, input.plan, who))),
  ];
  if (input.keptStations.length > 0) {
    parts.push(mailParagraph(`${escapeHtml(t.kept)} ${input.keptStations.map(escapeHtml).join(', ')}`));
  }
  parts.push(mailButton(input.link, t.action), mailParagraph(escapeHtml(t.signature)));
  const text = [
    t.intro(input.venueName, input.plan, who),
    ...(input.keptStations.length > 0 ? [`${t.kept} ${input.keptStations.join(', ')}`] : []),
    '',
    `${t.action}: ${input.link}`,
    '',
    t.signature,
  ].join('\n');
  return { subject, html: mailDocument(input.language, subject, parts), text };
}
