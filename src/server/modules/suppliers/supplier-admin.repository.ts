/**
 * The Suppliers page's queries (docs/PRODUCT.md#suppliers-page): the venue's non-market suppliers with every field,
 * contacts and stations, editing and archiving the venue's own suppliers, and leaving catalogue ones. Always within
 * one venue.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EditSupplierData, SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import type { Executor } from '@/server/db/client';
import { stationSuppliers, supplierContacts, suppliers, venueSuppliers } from '@/server/db/schema';
import { supplierFieldColumns, withPibValid } from './supplier-columns';
import { venueSupplierCondition } from './suppliers.repository';

/** The venue's live non-market suppliers by name (one supplier when `supplierId` is given), filtered by station. */
export async function listSupplierDetails(
  executor: Executor,
  venueId: number,
  filter: { stationId?: number | null; supplierId?: number },
): Promise<SupplierDetail[]> {
  const rows = await executor
    .select({
      ...supplierFieldColumns,
      verified: suppliers.verified,
      own: sql<boolean>`coalesce(${suppliers.venueId} = ${venueId}, false)`,
    })
    .from(suppliers)
    .where(
      and(
        venueSupplierCondition(venueId),
        eq(suppliers.isMarket, false),
        filter.supplierId === undefined ? undefined : eq(suppliers.id, filter.supplierId),
        filter.stationId
          ? sql`exists (select 1 from ${stationSuppliers} where ${stationSuppliers.venueId} = ${venueId}
              and ${stationSuppliers.stationId} = ${filter.stationId}
              and ${stationSuppliers.supplierId} = ${suppliers.id})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [contacts, links] = await Promise.all([
    executor
      .select({
        id: supplierContacts.id,
        name: supplierContacts.name,
        phone: supplierContacts.phone,
        email: supplierContacts.email,
        supplierId: supplierContacts.supplierId,
      })
      .from(supplierContacts)
      .where(
        and(
          eq(supplierContacts.venueId, venueId),
          inArray(supplierContacts.supplierId, ids),
          isNull(supplierContacts.deletedAt),
        ),
      )
      .orderBy(asc(sql`lower(${supplierContacts.name})`), asc(supplierContacts.id)),
    executor
      .select({ supplierId: stationSuppliers.supplierId, stationId: stationSuppliers.stationId })
      .from(stationSuppliers)
      .where(and(eq(stationSuppliers.venueId, venueId), inArray(stationSuppliers.supplierId, ids)))
      .orderBy(asc(stationSuppliers.stationId)),
  ]);
  return rows.map((row) => ({
    ...withPibValid(row),
    contacts: contacts.filter((contact) => contact.supplierId === row.id),
    stationIds: links.filter((link) => link.supplierId === row.id).map((link) => link.stationId),
  }));
}

/** Updates the venue's own live supplier; false when it is not one. */
export async function updateOwnSupplier(
  executor: Executor,
  venueId: number,
  supplierId: number,
  data: EditSupplierData,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(suppliers)
    .set({ ...data, updatedAt: now })
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.venueId, venueId), isNull(suppliers.deletedAt)))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

/**
 * Archives the venue's own supplier (deleted_at: its orders keep pointing at it, the name becomes free again), or,
 * for a catalogue supplier, ends the venue's and its stations' links to it. Orders are never touched.
 */
export async function archiveVenueSupplier(
  executor: Executor,
  venueId: number,
  supplier: { id: number; own: boolean },
  now: Date,
): Promise<void> {
  if (supplier.own) {
    await executor
      .update(suppliers)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(suppliers.id, supplier.id), eq(suppliers.venueId, venueId)));
  }
  await executor
    .delete(stationSuppliers)
    .where(and(eq(stationSuppliers.venueId, venueId), eq(stationSuppliers.supplierId, supplier.id)));
  if (!supplier.own) {
    await executor
      .delete(venueSuppliers)
      .where(and(eq(venueSuppliers.venueId, venueId), eq(venueSuppliers.supplierId, supplier.id)));
  }
}
