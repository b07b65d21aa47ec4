/**
 * The Suppliers page's use cases (docs/PRODUCT.md#suppliers-page, #input-rules, #roles, #api-suppliers): the venue's
 * supplier list, editing and archiving a supplier, editing and deleting contacts, the PRO ordering schedule (supplier
 * note) and asking the super admins for a new catalogue supplier. Another venue's rows answer 404 and stay unchanged.
 */
import { AppError } from '@/domain/errors';
import { type SupplierNote, type SupplierNoteData } from '@/domain/suppliers/ordering-schedule';
import { assertPibAcceptable } from '@/domain/shared/pib';
import type {
  EditSupplierData,
  RequestSupplierData,
  SupplierDetail,
} from '@/domain/suppliers/supplier-admin.schemas';
import type { AddContactData, SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import type { Executor } from '@/server/db/client';
import type { ServiceContext } from '@/server/types';
import { trialStatus } from '@/domain/subscriptions/trial';
import { mailSuperAdmins } from './catalogue-request-mail';
import { insertSupplierRequest, requesterNames } from './catalogue-requests.repository';
import { deleteContact, updateContact } from './contacts.repository';
import { archiveVenueSupplier, listSupplierDetails, updateOwnSupplier } from './supplier-admin.repository';
import { findNote, saveNote } from './supplier-notes.repository';
import { isSupplierNameTaken, isSupplierPibTaken } from './suppliers.repository';
import { requireVenueSupplier } from './suppliers.service';
import { requireVisibleStation } from '@/server/shared/station-visibility';
import { findVenueSubscription } from '@/server/shared/venue-plan';

const noSuchSupplier = () => new AppError('not_found', 'No such supplier');

function requireOwnVenue(venueId: number, requested: number): void {
  if (venueId !== requested) throw new AppError('not_found', 'No such venue');
}

async function requireSupplierDetail(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<SupplierDetail> {
  const [supplier] = await listSupplierDetails(executor, venueId, { supplierId });
  if (!supplier) throw noSuchSupplier();
  return supplier;
}

/**
 * GET /venue/getSuppliers/{venueId}: the Suppliers page's table (market suppliers hidden,
 * docs/PRODUCT.md#suppliers-page).
 */
export async function getVenueSuppliers(
  ctx: ServiceContext<'db'>,
  input: { venueId: number; stationId: number | null },
): Promise<SupplierDetail[]> {
  const { db, caller } = ctx;
  requireOwnVenue(caller.venueId, input.venueId);
  if (input.stationId !== null) await requireVisibleStation(db, caller, input.stationId);
  return listSupplierDetails(db, caller.venueId, { stationId: input.stationId });
}

/**
 * POST /supplier/{id}/edit: the venue's own supplier only (a catalogue supplier is shared by every venue and
 * edited by the super admin: 403). Name and tax id stay unique (docs/PRODUCT.md#unique-names). One transaction.
 */
export async function editSupplier(
  ctx: ServiceContext<'db' | 'now'>,
  input: { supplierId: number; data: EditSupplierData },
): Promise<SupplierDetail> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const supplier = await requireSupplierDetail(tx, caller.venueId, input.supplierId);
    if (!supplier.own) throw new AppError('forbidden', 'A catalogue supplier is edited by the super admin');
    const { data } = input;
    assertPibAcceptable(data.pib, {
      isForeign: data.isForeign ?? supplier.isForeign,
      unchangedFrom: supplier.pib,
    });
    if (await isSupplierNameTaken(tx, caller.venueId, data.name, supplier.id))
      throw new AppError('sameSupplier');
    if (data.pib !== null && (await isSupplierPibTaken(tx, caller.venueId, data.pib, supplier.id))) {
      throw new AppError('sameSupplierPib');
    }
    if (!(await updateOwnSupplier(tx, caller.venueId, supplier.id, data, now))) throw noSuchSupplier();
    return requireSupplierDetail(tx, caller.venueId, supplier.id);
  });
}

/** DELETE /supplier/{id}: archived (own) or unlinked (catalogue); orders and their history stay. */
export async function removeSupplier(
  ctx: ServiceContext<'db' | 'now'>,
  supplierId: number,
): Promise<{ deleted: true }> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const supplier = await requireSupplierDetail(tx, caller.venueId, supplierId);
    await archiveVenueSupplier(tx, caller.venueId, supplier, now);
    return { deleted: true as const };
  });
}

/** POST /supplier/editContact/{id}. */
export async function editSupplierContact(
  ctx: ServiceContext<'db' | 'now'>,
  input: { contactId: number; contact: AddContactData },
): Promise<SupplierContact> {
  const updated = await updateContact(ctx.db, ctx.caller.venueId, input.contactId, input.contact, ctx.now());
  if (!updated) throw new AppError('not_found', 'No such contact');
  return updated;
}

/** DELETE /supplier/deleteContact/{id}. */
export async function deleteSupplierContact(
  ctx: ServiceContext<'db' | 'now'>,
  contactId: number,
): Promise<{ deleted: true }> {
  if (!(await deleteContact(ctx.db, ctx.caller.venueId, contactId, ctx.now()))) {
    throw new AppError('not_found', 'No such contact');
  }
  return { deleted: true };
}

/** Ordering schedules are PRO (and the FREE trial), through the one plan rule (docs/PRODUCT.md#plan-allowance). */
async function requireSchedules(executor: Executor, venueId: number, now: Date): Promise<void> {
  const found = await findVenueSubscription(executor, venueId);
  if (!found?.subscription) throw new AppError('subscription_not_exist');
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  const { trialEnded } = trialStatus(plan, trialEndsAt, now);
  if (!planAllowance({ plan, trialEnded, departmentLimit }).orderingSchedules) throw new AppError('proOnly');
}

/** POST /supplier/{id}/addSupplierNotes: the venue's ordering schedule with the supplier (PRO). */
export async function saveSupplierNote(
  ctx: ServiceContext<'db' | 'now'>,
  input: { supplierId: number; note: SupplierNoteData },
): Promise<SupplierNote> {
  const { caller } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireVenueSupplier(tx, caller.venueId, input.supplierId);
    await requireSchedules(tx, caller.venueId, now);
    return saveNote(tx, caller.venueId, input.supplierId, caller.userId, input.note, now);
  });
}

/** GET /supplier/supplierNote/{supplierId}/{venueId}: read by everyone of the venue (the wizard's date rule). */
export async function getSupplierNote(
  ctx: ServiceContext<'db'>,
  input: { supplierId: number; venueId: number },
): Promise<{ note: SupplierNote | null }> {
  const { db, caller } = ctx;
  requireOwnVenue(caller.venueId, input.venueId);
  await requireVenueSupplier(db, caller.venueId, input.supplierId);
  return { note: (await findNote(db, caller.venueId, input.supplierId)) ?? null };
}

/** POST /supplier/requestSupplier: stored for the super admins and mailed to them in the same transaction. */
export async function requestSupplier(
  ctx: ServiceContext<'db' | 'now' | 'mailer'>,
  input: RequestSupplierData,
): Promise<{ requested: true }> {
  const { caller } = ctx;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { name, pib, contact } = input;
    await insertSupplierRequest(
      tx,
      { venueId: caller.venueId, userId: caller.userId, name, pib, contact },
      now,
    );
    const names = await requesterNames(tx, caller.venueId, caller.userId);
    await mailSuperAdmins(tx, ctx.mailer, {
      kind: 'supplier',
      venueId: caller.venueId,
      venueName: names.venueName,
      requestedBy: names.userName,
      lines: [
        { ser: 'Naziv', en: 'Name', value: input.name },
        {
          ser: 'PIB',
          en: 'Tax id',
          value: `${input.pib ?? '-'}${input.isForeign ? ' (strani dobavljač / foreign supplier)' : ''}`,
        },
        { ser: 'Kontakt', en: 'Contact', value: input.contact },
      ],
    });
  });
  return { requested: true };
}
