/**
 * Opaque tokens (refresh tokens, e-mail links). The client holds the random value; the database holds only its
 * SHA-256, so a leaked table cannot be replayed. 32 random bytes need no slow hash: guessing is hopeless anyway.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
