/** Contacts of shared-catalogue suppliers (decision 0008): their own table, no venue. */
import { asc, eq } from 'drizzle-orm';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import type { AddContactData } from '@/domain/suppliers/suppliers.schemas';
import type { Executor } from '@/server/db/client';
import { catalogueSupplierContacts } from '@/server/db/schema';

const contactColumns = {
  id: catalogueSupplierContacts.id,
  name: catalogueSupplierContacts.name,
  phone: catalogueSupplierContacts.phone,
  email: catalogueSupplierContacts.email,
  supplierId: catalogueSupplierContacts.supplierId,
};

/** Oldest first (catalogue_supplier_contacts_supplier_idx). */
export function listCatalogueContacts(executor: Executor, supplierId: number): Promise<SupplierContact[]> {
  return executor
    .select(contactColumns)
    .from(catalogueSupplierContacts)
    .where(eq(catalogueSupplierContacts.supplierId, supplierId))
    .orderBy(asc(catalogueSupplierContacts.id));
}

export async function insertCatalogueContact(
  executor: Executor,
  supplierId: number,
  contact: AddContactData,
  now: Date,
): Promise<SupplierContact> {
  const [row] = await executor
    .insert(catalogueSupplierContacts)
    .values({ ...contact, supplierId, createdAt: now, updatedAt: now })
    .returning(contactColumns);
  return row!;
}
