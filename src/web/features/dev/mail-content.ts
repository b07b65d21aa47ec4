/** How a demo mail is shown: links in the plain text made clickable, links in the HTML opening a new tab. */

/** Splits plain text into text and link parts, so the links of a mail (verify, reset) can be clicked. */
type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// Trailing punctuation belongs to the sentence, not to the address.
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Links in the mail's HTML open in a new tab, so the mailbox stays where it was. */
export function mailDocument(html: string): string {
  return `<base target="_blank">${html}`;
}
