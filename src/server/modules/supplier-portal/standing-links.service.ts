/**
 * The supplier's standing link (docs/PRODUCT.md#standing-links, `/s/{token}`): the venue admin makes (or re-makes)
 * and revokes a contact's link; the link lists the orders the venue sent to that contact, each with its own order
 * link's token, so the order page opens only orders of this contact. Tokens are made like order links
 * (link-tokens.ts).
 */
import { AppError } from '@/domain/errors';
import { LINK_VALID_DAYS_AFTER_COMPLETION } from '@/domain/supplier-portal/answer';
import { STANDING_ORDERS_LIMIT, standingOrderState } from '@/domain/supplier-portal/standing-link';
import type { ContactStandingLink, StandingLinkView } from '@/domain/supplier-portal/standing-link.schemas';
import type { Executor } from '@/server/db/client';
import type { Deps, ServiceContext } from '@/server/types';
import {
  findLiveStandingLink,
  findVenueContact,
  insertStandingLink,
  liveStandingLinks,
  recordStandingLinkOpened,
  revokeStandingLinks,
  sentOrdersOfContact,
} from './standing-links.repository';
import { hashLinkToken, linkToken, newLinkSalt, ensureOrderLink } from '@/server/shared/order-link';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The link the contact opens: `{PUBLIC_URL}/s/{token}`. */
export function standingLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/s/${token}`;
}

/** Wrong, malformed and revoked tokens all get this same answer. */
const notFound = () => new AppError('not_found', 'No such link');

async function orderLinkSalt(
  tx: Executor,
  secret: string,
  link: { venueId: number; contactId: number },
  orderId: number,
): Promise<string> {
  const salt = newLinkSalt();
  const stored = await ensureOrderLink(tx, {
    venueId: link.venueId,
    orderId,
    contactId: link.contactId,
    salt,
    tokenHash: hashLinkToken(linkToken(secret, salt)),
  });
  return stored.salt;
}

/** GET: the contact's orders (records the opening). */
export async function openStandingLink(
  deps: Deps<'db' | 'now' | 'config'>,
  token: string,
): Promise<StandingLinkView> {
  const now = deps.now();
  const secret = deps.config.jwtSecret;
  return deps.db.transaction(async (tx) => {
    const link = await findLiveStandingLink(tx, hashLinkToken(token));
    if (!link) throw notFound();
    await recordStandingLinkOpened(tx, link, now);
    const rows = await sentOrdersOfContact(tx, {
      venueId: link.venueId,
      contactId: link.contactId,
      completedAfter: new Date(now.getTime() - LINK_VALID_DAYS_AFTER_COMPLETION * DAY_MS),
      limit: STANDING_ORDERS_LIMIT,
    });
    const orders = [];
    for (const row of rows) {
      // Orders sent before links existed get theirs now: the same one a re-send would put in the message.
      const salt = row.salt ?? (await orderLinkSalt(tx, secret, link, row.orderId));
      orders.push({
        orderNumber: row.orderNumber,
        deliveryDate: row.deadline,
        restaurant: link.venueName,
        station: row.stationName,
        state: standingOrderState(row.status, row.decision),
        token: linkToken(secret, salt),
      });
    }
    return {
      language: link.language ?? 'ser',
      venue: { name: link.venueName, businessName: link.businessName },
      supplierName: link.supplierName,
      contactName: link.contactName,
      orders,
    };
  });
}

function contactLink(
  publicUrl: string,
  secret: string,
  row: { contactId: number; salt: string; createdAt: Date },
): ContactStandingLink {
  return {
    contactId: row.contactId,
    link: standingLinkUrl(publicUrl, linkToken(secret, row.salt)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The venue's live standing links (the contact rows show them to the admin). */
export async function listStandingLinks(
  ctx: ServiceContext<'db' | 'config'>,
): Promise<ContactStandingLink[]> {
  const rows = await liveStandingLinks(ctx.db, ctx.caller.venueId);
  return rows.map((row) => contactLink(ctx.config.publicUrl, ctx.config.jwtSecret, row));
}

/** Makes the contact's standing link; an older one is revoked in the same transaction. */
export async function createStandingLink(
  ctx: ServiceContext<'db' | 'config' | 'now'>,
  contactId: number,
): Promise<ContactStandingLink> {
  const { venueId, userId } = ctx.caller;
  const now = ctx.now();
  const secret = ctx.config.jwtSecret;
  return ctx.db.transaction(async (tx) => {
    // Locks the contact row: two admins making a link at once queue up, and the second revokes the first's.
    if (!(await findVenueContact(tx, venueId, contactId)))
      throw new AppError('not_found', 'Contact not found');
    await revokeStandingLinks(tx, venueId, contactId, now);
    const salt = newLinkSalt();
    const row = await insertStandingLink(tx, {
      venueId,
      contactId,
      salt,
      tokenHash: hashLinkToken(linkToken(secret, salt)),
      createdById: userId,
      now,
    });
    return contactLink(ctx.config.publicUrl, secret, row);
  });
}

/** Revokes the contact's standing link: it opens nothing any more. */
export async function revokeStandingLink(
  ctx: ServiceContext<'db' | 'now'>,
  contactId: number,
): Promise<{ revoked: true }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    if (!(await findVenueContact(tx, venueId, contactId)))
      throw new AppError('not_found', 'Contact not found');
    if (!(await revokeStandingLinks(tx, venueId, contactId, ctx.now())))
      throw new AppError('not_found', 'No standing link');
    return { revoked: true as const };
  });
}
