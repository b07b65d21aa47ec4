/** How long the tokens of the account flows live (ARCHITECTURE: single-use, expiring, hashed tokens). */
const HOUR_MS = 60 * 60 * 1000;

export const VERIFY_EMAIL_TOKEN_LIFETIME_MS = 48 * HOUR_MS;
export const RESET_PASSWORD_TOKEN_LIFETIME_MS = HOUR_MS;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * HOUR_MS;
/** An invitation waits a week for its invitee (issue 11: single use, expiring). */
export const INVITE_TOKEN_LIFETIME_MS = 7 * 24 * HOUR_MS;
