/**
 * Renders our mails (subject, HTML and plain text) in the recipient's language from messages.ts. Every
 * interpolated value is escaped for the HTML part; the subject gets no line breaks.
 */
import type { Language } from '@/domain/shared/enums';
import { type ActionMailTexts, MAIL_MESSAGES } from './messages';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function escapeAll<P extends Record<string, string>>(params: P): P {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, escapeHtml(value)])) as P;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** A paragraph of our mails; `content` is HTML already escaped. */
export function mailParagraph(content: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${content}</p>`;
}

/** The call-to-action button of our mails. */
export function mailButton(link: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#228be6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** The HTML document every mail of ours is: a white card on a grey page; `parts` are HTML already escaped. */
const HTML_LANG: Record<Language, string> = { ser: 'sr-Latn', cyr: 'sr-Cyrl', en: 'en' };

export function mailDocument(language: Language, title: string, parts: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    ...parts,
    '</div></body></html>',
  ].join('\n');
}

/** The one layout all our action mails share: heading, greeting, text, a button with the link, and the fine print. */
function renderActionMail<P extends Record<string, string>>(
  language: Language,
  texts: ActionMailTexts<P>,
  raw: P,
  link: string,
): RenderedMail {
  const catalogue = MAIL_MESSAGES[language];
  const safe = escapeAll(raw);
  const safeLink = escapeHtml(link);
  const signatureHtml = escapeHtml(catalogue.signature).replace(/\n/g, '<br>');

  const html = mailDocument(language, texts.heading, [
    `<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(texts.heading)}</h1>`,
    mailParagraph(texts.greeting(safe)),
    mailParagraph(texts.intro(safe)),
    mailButton(link, texts.action),
    mailParagraph(escapeHtml(texts.validity)),
    mailParagraph(
      `${escapeHtml(catalogue.linkFallback)}<br><a href="${safeLink}" style="word-break:break-all">${safeLink}</a>`,
    ),
    mailParagraph(escapeHtml(texts.ignore)),
    mailParagraph(signatureHtml),
  ]);

  const text = [
    texts.greeting(raw),
    '',
    texts.intro(raw),
    '',
    `${texts.action}: ${link}`,
    '',
    texts.validity,
    texts.ignore,
    '',
    catalogue.signature,
  ].join('\n');

  return { subject: oneLine(texts.subject(raw)), html, text };
}

/** An action mail that greets the account holder by name: the same layout, only the catalogue's texts differ. */
const accountMail =
  (kind: 'verifyEmail' | 'resetPassword') =>
  (input: { name: string; link: string; language: Language }): RenderedMail =>
    renderActionMail(input.language, MAIL_MESSAGES[input.language][kind], { name: input.name }, input.link);

/** The e-mail verification mail (POST /register, POST /verify/resendVerifyEmail). */
export const renderVerifyEmailMail = accountMail('verifyEmail');

/** The password reset mail (POST /verify/requestResetPassword). */
export const renderResetPasswordMail = accountMail('resetPassword');

/** The invitation to join a venue (POST /invite/invite-user). */
export function renderInviteMail(input: {
  venueName: string;
  link: string;
  language: Language;
}): RenderedMail {
  return renderActionMail(
    input.language,
    MAIL_MESSAGES[input.language].invite,
    { venueName: input.venueName },
    input.link,
  );
}
