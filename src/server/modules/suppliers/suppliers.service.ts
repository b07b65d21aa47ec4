/**
 * Supplier use cases of the order wizard and the Suppliers page (docs/PRODUCT.md#suppliers-page, #api-suppliers): a
 * station's suppliers, a venue admin's own unverified supplier, and the venue's contacts at a supplier.
 */
import { AppError } from '@/domain/errors';
import type { EditSupplierData } from '@/domain/suppliers/supplier-admin.schemas';
import type {
  AddContactData,
  CreateSupplierData,
  SupplierContact,
  SupplierSummary,
} from '@/domain/suppliers/suppliers.schemas';
import type { Executor } from '@/server/db/client';
import type { ServiceContext } from '@/server/types';
import { insertContact, listContacts } from './contacts.repository';
import { updateOwnSupplier } from './supplier-admin.repository';
import {
  findVenueSupplier,
  insertOwnSupplier,
  isSupplierNameTaken,
  isSupplierPibTaken,
  linkSupplierToStation,
  linkSupplierToVenue,
  listStationSuppliers,
} from './suppliers.repository';
import { requireVisibleStation } from '@/server/shared/station-visibility';

/** A supplier the venue works with (own or linked), or 404 not_found: other venues' suppliers do not exist here. */
export async function requireVenueSupplier(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<SupplierSummary> {
  const supplier = await findVenueSupplier(executor, venueId, supplierId);
  if (!supplier) throw new AppError('not_found', 'No such supplier');
  return supplier;
}

/** GET /venue/department/getSuppliers/{departmentId}; the web keeps only market ones for warehouse orders. */
export async function getStationSuppliers(
  ctx: ServiceContext<'db'>,
  stationId: number,
): Promise<SupplierSummary[]> {
  await requireVisibleStation(ctx.db, ctx.caller, stationId);
  return listStationSuppliers(ctx.db, ctx.caller.venueId, stationId);
}

/**
 * POST /supplier/add (supplier wizard step 1, onboarding step 2: docs/PRODUCT.md#supplier-wizard): the venue's own
 * unverified supplier, linked to the venue and, when a station is given, to that station, all in one transaction.
 */
export async function createOwnSupplier(
  ctx: ServiceContext<'db' | 'now'>,
  input: CreateSupplierData,
): Promise<SupplierSummary> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (input.departmentId !== null) await requireVisibleStation(tx, caller, input.departmentId);
    if (await isSupplierNameTaken(tx, caller.venueId, input.name)) throw new AppError('sameSupplier');
    if (input.pib !== null && (await isSupplierPibTaken(tx, caller.venueId, input.pib))) {
      throw new AppError('sameSupplierPib');
    }
    // Two admins creating the same name at once: the unique index on the venue's own names answers sameSupplier.
    const supplier = await insertOwnSupplier(tx, caller.venueId, input, now);
    await linkSupplierToVenue(tx, caller.venueId, supplier.id, now);
    if (input.departmentId !== null)
      await linkSupplierToStation(tx, caller.venueId, input.departmentId, supplier.id, now);
    return supplier;
  });
}

/**
 * The venue's own unverified supplier with all its fields at once, linked to the venue, inside the caller's
 * transaction (an e-invoice's seller becoming a supplier: docs/decisions/0028-invoice-matching.md). Name and tax id
 * stay unique (docs/PRODUCT.md#unique-names).
 */
export async function createOwnSupplierWithFields(
  executor: Executor,
  venueId: number,
  data: EditSupplierData & { isForeign: boolean },
  now: Date,
): Promise<SupplierSummary> {
  if (await isSupplierNameTaken(executor, venueId, data.name)) throw new AppError('sameSupplier');
  if (data.pib !== null && (await isSupplierPibTaken(executor, venueId, data.pib))) {
    throw new AppError('sameSupplierPib');
  }
  const supplier = await insertOwnSupplier(executor, venueId, data, now);
  await updateOwnSupplier(executor, venueId, supplier.id, data, now);
  await linkSupplierToVenue(executor, venueId, supplier.id, now);
  return supplier;
}

/** GET /supplier/supplierContacts/{supplierId}/{venueId}: only the caller's own venue may be asked for. */
export async function getSupplierContacts(
  ctx: ServiceContext<'db'>,
  input: { supplierId: number; venueId: number },
): Promise<SupplierContact[]> {
  const { db, caller } = ctx;
  if (input.venueId !== caller.venueId) throw new AppError('not_found', 'No such venue');
  await requireVenueSupplier(db, caller.venueId, input.supplierId);
  return listContacts(db, caller.venueId, input.supplierId);
}

/**
 * POST /supplier/{id}/addContact: any venue user may add one (the send step's "add supplier contact":
 * docs/PRODUCT.md#contacts).
 */
export async function addSupplierContact(
  ctx: ServiceContext<'db' | 'now'>,
  input: { supplierId: number; contact: AddContactData },
): Promise<SupplierContact> {
  const { db, caller } = ctx;
  await requireVenueSupplier(db, caller.venueId, input.supplierId);
  return insertContact(db, caller.venueId, input.supplierId, input.contact, ctx.now());
}
