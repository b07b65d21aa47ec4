/**
 * What the printed order names beyond the order itself (src/domain/orders/order-print.schemas.ts): the venue's legal
 * data, the contact it was sent to and the receipt's time. Read by the order's own id within the caller's venue, after
 * the order itself was read with the caller's station visibility.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orders, supplierContacts, venues } from '@/server/db/schema';

export interface OrderPaperFacts {
  venue: { name: string; businessName: string; address: string; pib: string };
  contact: { name: string; phone: string; email: string } | null;
  completedAt: Date | null;
}

export async function findOrderPaperFacts(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<OrderPaperFacts | undefined> {
  const [row] = await executor
    .select({
      name: venues.name,
      businessName: venues.businessName,
      address: venues.address,
      pib: venues.pib,
      contactName: supplierContacts.name,
      contactPhone: supplierContacts.phone,
      contactEmail: supplierContacts.email,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .leftJoin(
      supplierContacts,
      and(
        eq(supplierContacts.venueId, orders.venueId),
        eq(supplierContacts.id, orders.supplierContactId),
        isNull(supplierContacts.deletedAt),
      ),
    )
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  if (!row) return undefined;
  return {
    venue: { name: row.name, businessName: row.businessName, address: row.address, pib: row.pib },
    contact:
      row.contactName === null
        ? null
        : { name: row.contactName, phone: row.contactPhone ?? '', email: row.contactEmail ?? '' },
    completedAt: row.completedAt,
  };
}
