/**
 * The supplier's link to a sent order, `{PUBLIC_URL}/o/{token}`: made when an order is sent (orders: send and repeat)
 * and read when the supplier opens it (the supplier portal, which also hands a contact's orders out through a standing
 * link). Both modules make and check it, so it is no module's own (docs/ARCHITECTURE.md, "Server modules").
 *
 * A token is HMAC-SHA256(server secret, random salt) cut to 144 bits, in base64url: the salt comes from
 * crypto.randomBytes (144 bits), and only the salt and the token's SHA-256 are stored. So the server can put the same
 * link into a message again when the order is re-sent, while a copy of the database alone does not give a working
 * link away, and a lookup compares hashes, never tokens.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderLinks } from '@/server/db/schema';
import type { Deps } from '@/server/types';

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

/** The order's link for the contact, made now if it has none yet; the salt to derive its token from. */
export async function ensureOrderLink(
  tx: Executor,
  link: { venueId: number; orderId: number; contactId: number | null; salt: string; tokenHash: string },
): Promise<{ salt: string }> {
  const [created] = await tx
    .insert(orderLinks)
    .values(link)
    .onConflictDoNothing({ target: [orderLinks.orderId, orderLinks.contactId] })
    .returning({ salt: orderLinks.salt });
  if (created) return created;
  const contact =
    link.contactId === null ? sql`${orderLinks.contactId} is null` : eq(orderLinks.contactId, link.contactId);
  const [existing] = await tx
    .select({ salt: orderLinks.salt })
    .from(orderLinks)
    .where(and(eq(orderLinks.venueId, link.venueId), eq(orderLinks.orderId, link.orderId), contact));
  if (!existing) throw new Error('order link vanished');
  return existing;
}

/**
 * The order's link for the contact it is sent to (the same link again when it is re-sent), inside the sending
 * transaction: `{PUBLIC_URL}/o/{token}`.
 */
export async function orderLinkFor(
  tx: Executor,
  deps: Deps<'config'>,
  order: { venueId: number; orderId: number; contactId: number | null },
): Promise<string> {
  const salt = newLinkSalt();
  const stored = await ensureOrderLink(tx, {
    ...order,
    salt,
    tokenHash: hashLinkToken(linkToken(deps.config.jwtSecret, salt)),
  });
  return orderLinkUrl(deps.config.publicUrl, linkToken(deps.config.jwtSecret, stored.salt));
}
