/** Where the last step's channel choice is, for the footer's Send. */
export const SEND_PANEL_ID = 'wizard-send';

/**
 * The footer's Send (docs/PRODUCT.md#send-flow): the channel choice comes into view above the sticky bar and takes
 * the focus, so a phone user reaches it with one tap instead of scrolling past the preview.
 */
export function showSendPanel(): void {
  const panel = document.getElementById(SEND_PANEL_ID);
  if (!panel) return;
  panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  panel.focus({ preventScroll: true });
}
