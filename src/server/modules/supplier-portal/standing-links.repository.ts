/**
 * Every query of the standing links (docs/PRODUCT.md#standing-links). A link is found by its token's hash (the token
 * scopes it); after that every query filters by the link's venue and contact.
 */
import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Language } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  orderLinks,
  orders,
  orderSupplierAnswers,
  stations,
  supplierContacts,
  suppliers,
  supplierStandingLinks,
  users,
  venues,
} from '@/server/db/schema';

/** A live (not revoked) link of a contact that still exists, found by its token's hash. */
export async function findLiveStandingLink(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .select({
      id: supplierStandingLinks.id,
      venueId: supplierStandingLinks.venueId,
      contactId: supplierStandingLinks.contactId,
      contactName: supplierContacts.name,
      supplierName: suppliers.name,
      venueName: venues.name,
      businessName: venues.businessName,
      language: users.language,
    })
    .from(supplierStandingLinks)
    .innerJoin(
      supplierContacts,
      and(
        eq(supplierContacts.venueId, supplierStandingLinks.venueId),
        eq(supplierContacts.id, supplierStandingLinks.contactId),
      ),
    )
    .innerJoin(suppliers, eq(suppliers.id, supplierContacts.supplierId))
    .innerJoin(venues, eq(venues.id, supplierStandingLinks.venueId))
    .leftJoin(users, eq(users.id, supplierStandingLinks.createdById))
    .where(
      and(
        eq(supplierStandingLinks.tokenHash, tokenHash),
        isNull(supplierStandingLinks.revokedAt),
        isNull(supplierContacts.deletedAt),
      ),
    );
  return row as (typeof row & { language: Language | null }) | undefined;
}

export async function recordStandingLinkOpened(
  tx: Executor,
  link: { venueId: number; id: number },
  now: Date,
): Promise<void> {
  await tx
    .update(supplierStandingLinks)
    .set({ lastOpenedAt: now })
    .where(and(eq(supplierStandingLinks.venueId, link.venueId), eq(supplierStandingLinks.id, link.id)));
}

/**
 * The regular orders the venue sent to the contact (sent and not back to draft), whose links still work: not
 * completed, or completed after `completedAfter`. Newest delivery date first, at most `limit`.
 */
export function sentOrdersOfContact(
  executor: Executor,
  scope: { venueId: number; contactId: number; completedAfter: Date; limit: number },
) {
  return executor
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      deadline: orders.deadline,
      status: orders.status,
      stationName: stations.name,
      decision: orderSupplierAnswers.decision,
      salt: orderLinks.salt,
    })
    .from(orders)
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .leftJoin(
      orderSupplierAnswers,
      and(eq(orderSupplierAnswers.venueId, orders.venueId), eq(orderSupplierAnswers.orderId, orders.id)),
    )
    .leftJoin(
      orderLinks,
      and(
        eq(orderLinks.venueId, orders.venueId),
        eq(orderLinks.orderId, orders.id),
        eq(orderLinks.contactId, scope.contactId),
      ),
    )
    .where(
      and(
        eq(orders.venueId, scope.venueId),
        eq(orders.supplierContactId, scope.contactId),
        eq(orders.isCustom, false),
        ne(orders.status, 'OPEN'),
        or(isNull(orders.completedAt), gt(orders.completedAt, scope.completedAfter)),
      ),
    )
    .orderBy(desc(orders.deadline), desc(orders.id))
    .limit(scope.limit);
}

/** The venue's contact (not deleted), for the admin's link actions. */
export async function findVenueContact(executor: Executor, venueId: number, contactId: number) {
  const [row] = await executor
    .select({ id: supplierContacts.id })
    .from(supplierContacts)
    .where(
      and(
        eq(supplierContacts.venueId, venueId),
        eq(supplierContacts.id, contactId),
        isNull(supplierContacts.deletedAt),
      ),
    )
    .for('update');
  return row;
}

/** Revokes the contact's live link; whether there was one. */
export async function revokeStandingLinks(
  tx: Executor,
  venueId: number,
  contactId: number,
  now: Date,
): Promise<boolean> {
  const revoked = await tx
    .update(supplierStandingLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(supplierStandingLinks.venueId, venueId),
        eq(supplierStandingLinks.contactId, contactId),
        isNull(supplierStandingLinks.revokedAt),
      ),
    )
    .returning({ id: supplierStandingLinks.id });
  return revoked.length > 0;
}

export async function insertStandingLink(
  tx: Executor,
  link: {
    venueId: number;
    contactId: number;
    salt: string;
    tokenHash: string;
    createdById: number;
    now: Date;
  },
) {
  const { now, ...values } = link;
  const [row] = await tx
    .insert(supplierStandingLinks)
    .values({ ...values, createdAt: now })
    .returning({
      contactId: supplierStandingLinks.contactId,
      salt: supplierStandingLinks.salt,
      createdAt: supplierStandingLinks.createdAt,
    });
  return row!;
}

/** The venue's live links of contacts that still exist. */
export function liveStandingLinks(executor: Executor, venueId: number) {
  return executor
    .select({
      contactId: supplierStandingLinks.contactId,
      salt: supplierStandingLinks.salt,
      createdAt: supplierStandingLinks.createdAt,
    })
    .from(supplierStandingLinks)
    .innerJoin(
      supplierContacts,
      and(
        eq(supplierContacts.venueId, supplierStandingLinks.venueId),
        eq(supplierContacts.id, supplierStandingLinks.contactId),
      ),
    )
    .where(
      and(
        eq(supplierStandingLinks.venueId, venueId),
        isNull(supplierStandingLinks.revokedAt),
        isNull(supplierContacts.deletedAt),
      ),
    )
    .orderBy(supplierStandingLinks.contactId);
}
