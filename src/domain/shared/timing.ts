/** SPEC §9 timings, in milliseconds. Components and services use these names, never the literals. */
export const VERSION_POLL_MS = 60_000;
export const SNACKBAR_MS = 3_000;
export const RESET_SUCCESS_MS = 3_000;
export const VERIFY_COUNTDOWN_SECONDS = 5;
export const GUARD_DELAY_MS = 500;
export const SMS_CONFIRMATION_MS = 1_000;
export const UPLOAD_NOTICE_MS = 2_000;
export const TABLE_RELOAD_AFTER_UPLOAD_MS = 500;
export const STATION_REQUEST_NOTICE_MS = 5_000;

export const DEBOUNCE = {
  name: 500,
  stationName: 1_000,
  emailExists: 1_000,
  pibExists: 1_000,
  articleSearch: 1_000,
  articleSearchAdmin: 1_500,
  price: 1_500,
  recommendedQuantity: 700,
  inviteEmail: 1_500,
  reportSearch: 1_500,
  receiveNote: 1_000,
  scroll: 200,
  scrollIdle: 500,
} as const;
