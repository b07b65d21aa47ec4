/**
 * What the route layer (plugins/idempotency.ts) and app.ts use of idempotency keys (decision
 * 0022-idempotency-keys.md).
 */
export { purgeExpiredKeys, scheduleIdempotencyPurge } from './idempotency-purge';
export {
  bodyHash,
  type ClaimOutcome,
  type ClaimTiming,
  claimKey,
  completeKey,
  DEFAULT_CLAIM_TIMING,
  linkTokenScope,
  releaseKey,
  requestFingerprint,
  type StoredAnswer,
  userScope,
} from './idempotency.service';
