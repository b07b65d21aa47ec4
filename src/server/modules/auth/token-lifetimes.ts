/** How long the tokens of the account flows live (ARCHITECTURE: single-use, expiring, hashed tokens). */
const HOUR_MS = 60 * 60 * 1000;

export const VERIFY_EMAIL_TOKEN_LIFETIME_MS = 48 * HOUR_MS;
export const RESET_PASSWORD_TOKEN_LIFETIME_MS = HOUR_MS;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * HOUR_MS;
/**
 * "remember me" unticked (decision 0003): a refresh token of such a login lives 12 hours from its issue
 * (a kitchen shift). The web client rotates it every 15 minutes while the app is open and keeps it in
 * sessionStorage, so closing the browser ends the session, and a copy left behind dies within 12 hours.
 */
export const SESSION_REFRESH_TOKEN_LIFETIME_MS = 12 * HOUR_MS;

/** The lifetime of each refresh token of a login: 30 days with "remember me", a working day without. */
export function refreshTokenLifetimeMs(persistent: boolean): number {
  return persistent ? REFRESH_TOKEN_LIFETIME_MS : SESSION_REFRESH_TOKEN_LIFETIME_MS;
}
/** An invitation waits a week for its invitee (docs/PRODUCT.md#invitations: single use, expiring). */
export const INVITE_TOKEN_LIFETIME_MS = 7 * 24 * HOUR_MS;
