/**
 * Link tokens (issue 15). A token is HMAC-SHA256(server secret, random salt) cut to 144 bits, in base64url: the salt
 * comes from crypto.randomBytes (144 bits), and only the salt and the token's SHA-256 are stored. So the server can
 * put the same link into a message again when the order is re-sent, while a copy of the database alone does not give
 * a working link away, and a lookup compares hashes, never tokens.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 18;

export function newLinkSalt(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function linkToken(secret: string, salt: string): string {
  return createHmac('sha256', secret)
    .update(`supplier-link:${salt}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The link the supplier opens: `{PUBLIC_URL}/o/{token}`. */
export function orderLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/o/${token}`;
}
