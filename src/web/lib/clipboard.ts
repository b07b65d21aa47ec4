/**
 * Copying order text (docs/PRODUCT.md#copy-as-sms): the clipboard when the browser allows it, otherwise a prompt
 * holding the text with the hint to press Cmd+C (Mac) or Ctrl+C.
 */
type CopyOutcome = 'copied' | 'prompted';

export function copyShortcut(): 'Cmd+C' | 'Ctrl+C' {
  const platform = typeof navigator === 'undefined' ? '' : `${navigator.platform} ${navigator.userAgent}`;
  return /Mac|iPhone|iPad/i.test(platform) ? 'Cmd+C' : 'Ctrl+C';
}

/** `promptLabel` is the translated "press … to copy" text shown by the fallback prompt. */
export async function copyText(text: string, promptLabel: string): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    window.prompt(promptLabel, text);
    return 'prompted';
  }
}
