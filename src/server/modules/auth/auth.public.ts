/**
 * What other modules (and the CLI, the seed, the test harness and the bench) use of auth (docs/ARCHITECTURE.md,
 * "Server modules"): password hashing, opaque tokens, ending sessions, moving a login to another venue (decision 0037),
 * and the accounts and profile it signs in.
 */
export { findAccountByEmail, findAccountById, insertUser, setPassword } from './accounts.repository';
export { generatePassword, hashPassword, verifyPassword } from './password';
export { loadProfile } from './profile.repository';
export {
  moveFamilyToVenue,
  revokeSessionsOfUser,
  revokeSessionsOfVenueUsers,
} from './refresh-tokens.repository';
export { INVITE_TOKEN_LIFETIME_MS } from './token-lifetimes';
export { hashToken, newOpaqueToken } from './tokens';
