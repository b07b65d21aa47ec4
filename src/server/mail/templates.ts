/**
 * Renders our mails (subject, HTML and plain text) in the recipient's language from messages.ts. Every
 * interpolated value is escaped for the HTML part; the subject gets no line breaks.
 */
import type { Language } from '../../domain/shared/enums';
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

/** The one layout all our mails share: heading, greeting, text, a button with the link, and the fine print. */
function renderActionMail<P extends Record<string, string>>(
  language: Language,
  texts: ActionMailTexts<P>,
  raw: P,
  link: string,
): RenderedMail {
  const catalogue = MAIL_MESSAGES[language];
  const safe = escapeAll(raw);
  const safeLink = escapeHtml(link);
  const paragraph = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${content}</p>`;
  const signatureHtml = escapeHtml(catalogue.signature).replace(/\n/g, '<br>');

  const html = [
    '<!doctype html>',
    `<html lang="${language === 'ser' ? 'sr-Latn' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(texts.heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(texts.heading)}</h1>`,
    paragraph(texts.greeting(safe)),
    paragraph(texts.intro(safe)),
    `<p style="margin:24px 0"><a href="${safeLink}" style="display:inline-block;padding:12px 20px;background:#228be6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(texts.action)}</a></p>`,
    paragraph(escapeHtml(texts.validity)),
    paragraph(
      `${escapeHtml(catalogue.linkFallback)}<br><a href="${safeLink}" style="word-break:break-all">${safeLink}</a>`,
    ),
    paragraph(escapeHtml(texts.ignore)),
    paragraph(signatureHtml),
    '</div></body></html>',
  ].join('\n');

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

/** The e-mail verification mail (POST /register, POST /verify/resendVerifyEmail). */
export function renderVerifyEmailMail(input: {
  name: string;
  link: string;
  language: Language;
}): RenderedMail {
  return renderActionMail(
    input.language,
    MAIL_MESSAGES[input.language].verifyEmail,
    { name: input.name },
    input.link,
  );
}

/** The password reset mail (POST /verify/requestResetPassword). */
export function renderResetPasswordMail(input: {
  name: string;
  link: string;
  language: Language;
}): RenderedMail {
  return renderActionMail(
    input.language,
    MAIL_MESSAGES[input.language].resetPassword,
    { name: input.name },
    input.link,
  );
}

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
