/**
 * The supplier's link to one credit request, `{PUBLIC_URL}/k/{token}`, made like an order link
 * (src/server/shared/order-link.ts: HMAC of a random salt, only the salt and the token's SHA-256 stored) but derived
 * under its own label, so a credit token can never be an order token and opens only the request it was made for.
 */
import { createHmac } from 'node:crypto';
import { hashLinkToken, newLinkSalt } from '@/server/shared/order-link';

const TOKEN_BYTES = 18;

export function creditLinkToken(secret: string, salt: string): string {
  return createHmac('sha256', secret)
    .update(`credit-link:${salt}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

export function newCreditLink(secret: string): { linkSalt: string; linkTokenHash: string } {
  const linkSalt = newLinkSalt();
  return { linkSalt, linkTokenHash: hashLinkToken(creditLinkToken(secret, linkSalt)) };
}

export function creditLinkUrl(publicUrl: string, secret: string, salt: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/k/${creditLinkToken(secret, salt)}`;
}

export { hashLinkToken };
