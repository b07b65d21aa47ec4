/**
 * The venue's own contact people at a supplier (Supplier contact: docs/PRODUCT.md#data-contact); always within one
 * venue.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import type { Executor } from '@/server/db/client';
import { supplierContacts } from '@/server/db/schema';

const contactColumns = {
  id: supplierContacts.id,
  name: supplierContacts.name,
  phone: supplierContacts.phone,
  email: supplierContacts.email,
  supplierId: supplierContacts.supplierId,
};

export function listContacts(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<SupplierContact[]> {
  return executor
    .select(contactColumns)
    .from(supplierContacts)
    .where(
      and(
        eq(supplierContacts.venueId, venueId),
        eq(supplierContacts.supplierId, supplierId),
        isNull(supplierContacts.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${supplierContacts.name})`), asc(supplierContacts.id));
}

export async function insertContact(
  executor: Executor,
  venueId: number,
  supplierId: number,
  contact: { name: string; phone: string; email: string },
  now: Date,
): Promise<SupplierContact> {
  const [row] = await executor
    .insert(supplierContacts)
    .values({ venueId, supplierId, ...contact, createdAt: now, updatedAt: now })
    .returning(contactColumns);
  return row!;
}

/** Updates a live contact of the venue; undefined when the venue has no such contact. */
export async function updateContact(
  executor: Executor,
  venueId: number,
  contactId: number,
  contact: { name: string; phone: string; email: string },
  now: Date,
): Promise<SupplierContact | undefined> {
  const [row] = await executor
    .update(supplierContacts)
    .set({ ...contact, updatedAt: now })
    .where(
      and(
        eq(supplierContacts.id, contactId),
        eq(supplierContacts.venueId, venueId),
        isNull(supplierContacts.deletedAt),
      ),
    )
    .returning(contactColumns);
  return row;
}

/**
 * Deletes a contact by marking it: orders sent to it reference the row (and keep the number they were sent to).
 * False when the venue has no such live contact.
 */
export async function deleteContact(
  executor: Executor,
  venueId: number,
  contactId: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(supplierContacts)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(supplierContacts.id, contactId),
        eq(supplierContacts.venueId, venueId),
        isNull(supplierContacts.deletedAt),
      ),
    )
    .returning({ id: supplierContacts.id });
  return rows.length > 0;
}
