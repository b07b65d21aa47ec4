/**
 * Opens a messaging link (wa.me, viber:, sms:, mailto:, tel:) the way a tap on a link would: custom schemes hand
 * over to the phone's app and leave this page as it is; web links open a new tab.
 */
export function openExternal(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener noreferrer';
  if (/^https?:/i.test(url)) link.target = '_blank';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
