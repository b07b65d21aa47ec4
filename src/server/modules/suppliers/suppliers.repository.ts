/**
 * Supplier queries, always within one venue. A venue's suppliers are its own unverified ones (suppliers.venue_id)
 * and the catalogue suppliers linked to it in venue_suppliers (own ones are linked too); other venues' own
 * suppliers are never read.
 */
import { and, asc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SupplierSummary } from '@/domain/suppliers/suppliers.schemas';
import type { Executor } from '@/server/db/client';
import { stationSuppliers, suppliers, venueSuppliers } from '@/server/db/schema';

const summaryColumns = {
  id: suppliers.id,
  name: suppliers.name,
  pib: suppliers.pib,
  isMarket: suppliers.isMarket,
  verified: suppliers.verified,
};

/** A live supplier the venue works with: its own, or linked to it. */
export function venueSupplierCondition(venueId: number): SQL {
  return and(
    isNull(suppliers.deletedAt),
    or(
      eq(suppliers.venueId, venueId),
      sql`exists (
        select 1 from ${venueSuppliers}
        where ${venueSuppliers.venueId} = ${venueId} and ${venueSuppliers.supplierId} = ${suppliers.id}
      )`,
    ),
  )!;
}

/** The station's live suppliers by name (the station was checked to be the caller's). */
export function listStationSuppliers(
  executor: Executor,
  venueId: number,
  stationId: number,
): Promise<SupplierSummary[]> {
  return (
    executor
      .select(summaryColumns)
      .from(stationSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, stationSuppliers.supplierId))
      .where(
        and(
          eq(stationSuppliers.venueId, venueId),
          eq(stationSuppliers.stationId, stationId),
          isNull(suppliers.deletedAt),
        ),
      )
      // lower(name): case-insensitive name order; id breaks ties so the order is stable.
      .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id))
  );
}

export async function findVenueSupplier(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<SupplierSummary | undefined> {
  const [row] = await executor
    .select(summaryColumns)
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), venueSupplierCondition(venueId)));
  return row;
}

/**
 * errors.sameSupplier (docs/PRODUCT.md#unique-names): the name (case-insensitive) among the venue's own and linked
 * suppliers.
 */
export async function isSupplierNameTaken(
  executor: Executor,
  venueId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(sql`lower(${suppliers.name})`, sql`lower(${name})`),
        venueSupplierCondition(venueId),
        exceptId === undefined ? undefined : ne(suppliers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * errors.sameSupplierPib (docs/PRODUCT.md#tax-id): the tax id among the shared catalogue and the venue's own and
 * linked suppliers. Other venues' own suppliers are left out so that one tenant cannot probe another's data.
 */
export async function isSupplierPibTaken(
  executor: Executor,
  venueId: number,
  pib: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.pib, pib),
        exceptId === undefined ? undefined : ne(suppliers.id, exceptId),
        or(and(isNull(suppliers.venueId), isNull(suppliers.deletedAt)), venueSupplierCondition(venueId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertOwnSupplier(
  executor: Executor,
  venueId: number,
  supplier: { name: string; pib: string | null; isForeign?: boolean },
  now: Date,
): Promise<SupplierSummary> {
  const [row] = await executor
    .insert(suppliers)
    .values({
      venueId,
      name: supplier.name,
      pib: supplier.pib,
      isForeign: supplier.isForeign ?? false,
      isMarket: false,
      verified: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning(summaryColumns);
  return row!;
}

export async function linkSupplierToVenue(
  executor: Executor,
  venueId: number,
  supplierId: number,
  now: Date,
): Promise<void> {
  await executor.insert(venueSuppliers).values({ venueId, supplierId, createdAt: now });
}

export async function linkSupplierToStation(
  executor: Executor,
  venueId: number,
  stationId: number,
  supplierId: number,
  now: Date,
): Promise<void> {
  await executor.insert(stationSuppliers).values({ venueId, stationId, supplierId, createdAt: now });
}
