import type { OutgoingMail } from './mailer';

const RULE = '─'.repeat(72);

/**
 * A mail stored instead of sent (no SMTP_URL), as a block the person who started the server reads in the terminal:
 * the conventional development mail backend. The text is printed as it is (not wrapped, not escaped as a JSON log
 * field would be), so its links stay whole and a terminal can open them.
 */
export function storedMailBlock(mail: Pick<OutgoingMail, 'kind' | 'to' | 'subject' | 'text'>): string {
  return [
    '',
    `${RULE}`,
    'Mail stored, not sent (no SMTP_URL is set)',
    `To:      ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Kind:    ${mail.kind}`,
    '',
    mail.text.trimEnd(),
    RULE,
    '',
    '',
  ].join('\n');
}
