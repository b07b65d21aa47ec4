/**
 * Contacts of a shared-catalogue supplier for the super admin (/admin/suppliers, docs/PRODUCT.md#shared-catalogue:
 * add, preview).
 */
import { AppError } from '@/domain/errors';
import type { AddContactData, SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { insertCatalogueContact, listCatalogueContacts } from './catalogue-contacts.repository';
import { findCatalogueSupplier } from './catalogue.repository';

type Context = ServiceContext<'db' | 'now', Principal>;

export async function catalogueContacts(ctx: Context, supplierId: number): Promise<SupplierContact[]> {
  if (!(await findCatalogueSupplier(ctx.db, supplierId))) {
    throw new AppError('not_found', 'No such catalogue supplier');
  }
  return listCatalogueContacts(ctx.db, supplierId);
}

export async function addCatalogueContact(
  ctx: Context,
  input: { supplierId: number; contact: AddContactData },
): Promise<SupplierContact> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await findCatalogueSupplier(tx, input.supplierId))) {
      throw new AppError('not_found', 'No such catalogue supplier');
    }
    return insertCatalogueContact(tx, input.supplierId, input.contact, now);
  });
}
