/**
 * Timings (docs/PRODUCT.md#constants-timings), in milliseconds. Components and services use these names, never the
 * literals.
 */
export const VERSION_POLL_MS = 60_000;
export const SNACKBAR_MS = 3_000;
export const RESET_SUCCESS_MS = 3_000;
export const VERIFY_COUNTDOWN_SECONDS = 5;
export const GUARD_DELAY_MS = 500;
export const SMS_CONFIRMATION_MS = 1_000;
export const STATION_REQUEST_NOTICE_MS = 5_000;

export const DEBOUNCE = {
  name: 500,
  emailExists: 1_000,
  pibExists: 1_000,
  articleSearch: 1_000,
  articleSearchAdmin: 1_500,
  recommendedQuantity: 700,
  inviteEmail: 1_500,
  reportSearch: 1_500,
  receiveNote: 1_000,
} as const;
