/** The venue's own contact people at a supplier (SPEC §3 Supplier contact); always within one venue. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SupplierContact } from '../../../domain/suppliers/supplier-schemas';
import type { Executor } from '../../db/client';
import { supplierContacts } from '../../db/schema';

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
