/**
 * The onboarding wizard's suppliers and articles (steps 2-4, /venue/unverified/supplier: docs/PRODUCT.md#onboarding,
 * #api-suppliers): the venue admin's own unverified suppliers, which stations order from them, and their articles.
 * They are real rows of suppliers, venue_suppliers, station_suppliers and articles, so the order wizard offers them
 * at once. Another venue's supplier, station or article answers 404 and nothing changes.
 */
import { AppError } from '@/domain/errors';
import type { ArticleCategory } from '@/domain/articles/articles.schemas';
import type { Unit } from '@/domain/shared/enums';
import type { OnboardingStation, OnboardingSupplier } from '@/domain/venues/onboarding.schemas';
import type { Executor } from '@/server/db/client';
import type { ServiceContext } from '@/server/types';
import { assertPibAcceptable } from '@/domain/shared/pib';
import {
  deleteOwnArticle,
  insertVenueArticle,
  isArticleNameTaken,
} from '@/server/modules/articles/articles.public';
import {
  insertOwnSupplier,
  isSupplierNameTaken,
  isSupplierPibTaken,
  linkSupplierToVenue,
} from '@/server/modules/suppliers/suppliers.public';
import {
  articleCategoryExists,
  findOwnArticle,
  findOwnSupplier,
  listArticleCategories,
  listOwnSuppliers,
  listStationsWithSuppliers,
  softDeleteOwnSupplier,
  updateOwnArticle,
  updateOwnSupplier,
} from './onboarding.repository';
import { findAdminStation } from '@/server/shared/admin-scope';
import { deleteStationSupplier, insertStationSupplier } from '@/server/modules/stations/stations.public';

type Ctx = ServiceContext<'db' | 'now'>;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function requireOwnSupplier(tx: Executor, venueId: number, supplierId: number) {
  const supplier = await findOwnSupplier(tx, venueId, supplierId);
  if (!supplier) throw new AppError('not_found', 'No such supplier');
  return supplier;
}

async function requireCategory(tx: Executor, categoryId: number) {
  if (!(await articleCategoryExists(tx, categoryId))) throw new AppError('not_found', 'No such category');
}

/** POST add: the supplier and its link to the venue, one transaction. */
export async function addOnboardingSupplier(
  ctx: Ctx,
  input: { name: string; pib: string | null; isForeign: boolean },
): Promise<{ id: number }> {
  const { venueId } = ctx.caller;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (await isSupplierNameTaken(tx, venueId, input.name)) throw new AppError('sameSupplier');
    if (input.pib !== null && (await isSupplierPibTaken(tx, venueId, input.pib))) {
      throw new AppError('sameSupplierPib');
    }
    const supplier = await insertOwnSupplier(tx, venueId, input, now);
    await linkSupplierToVenue(tx, venueId, supplier.id, now);
    return { id: supplier.id };
  });
}

export function listOnboardingSuppliers(ctx: ServiceContext<'db'>): Promise<OnboardingSupplier[]> {
  return listOwnSuppliers(ctx.db, ctx.caller.venueId);
}

export function listOnboardingStations(ctx: ServiceContext<'db'>): Promise<OnboardingStation[]> {
  return listStationsWithSuppliers(ctx.db, ctx.caller.venueId);
}

export function listOnboardingCategories(ctx: ServiceContext<'db'>): Promise<ArticleCategory[]> {
  return listArticleCategories(ctx.db);
}

/** POST update: name and tax id stay unique among the venue's suppliers (docs/PRODUCT.md#unique-names). */
export async function updateOnboardingSupplier(
  ctx: Ctx,
  input: { id: number; name: string; pib: string | null; isForeign: boolean | undefined; address: string },
): Promise<{ done: true }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    const current = await requireOwnSupplier(tx, venueId, input.id);
    assertPibAcceptable(input.pib, {
      isForeign: input.isForeign ?? current.isForeign,
      unchangedFrom: current.pib,
    });
    if (!sameName(current.name, input.name) && (await isSupplierNameTaken(tx, venueId, input.name))) {
      throw new AppError('sameSupplier');
    }
    if (
      input.pib !== null &&
      input.pib !== current.pib &&
      (await isSupplierPibTaken(tx, venueId, input.pib))
    ) {
      throw new AppError('sameSupplierPib');
    }
    await updateOwnSupplier(tx, venueId, input, ctx.now());
    return { done: true as const };
  });
}

/** POST delete: a soft delete with the station links, one transaction. */
export async function deleteOnboardingSupplier(ctx: Ctx, supplierId: number): Promise<{ done: true }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    if (!(await softDeleteOwnSupplier(tx, venueId, supplierId, ctx.now()))) {
      throw new AppError('not_found', 'No such supplier');
    }
    return { done: true as const };
  });
}

/** POST link / unlink: the station must be the venue's and the supplier the venue's own. */
export async function setOnboardingLink(
  ctx: Ctx,
  input: { supplierId: number; departmentId: number; linked: boolean },
): Promise<{ done: true }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    const station = await findAdminStation(tx, venueId, input.departmentId);
    if (!station) throw new AppError('not_found', 'No such station');
    await requireOwnSupplier(tx, venueId, input.supplierId);
    if (input.linked) await insertStationSupplier(tx, venueId, station.id, input.supplierId, ctx.now());
    else await deleteStationSupplier(tx, venueId, station.id, input.supplierId);
    return { done: true as const };
  });
}

/** POST article/create: names unique per supplier case-insensitively (sameArticle: docs/PRODUCT.md#unique-names). */
export async function createOnboardingArticle(
  ctx: Ctx,
  input: { supplierId: number; articleName: string; articleCategory: number; unit: Unit },
): Promise<{ id: number }> {
  const { venueId, userId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    await requireOwnSupplier(tx, venueId, input.supplierId);
    await requireCategory(tx, input.articleCategory);
    if (await isArticleNameTaken(tx, venueId, input.supplierId, input.articleName)) {
      throw new AppError('sameArticle');
    }
    const created = await insertVenueArticle(
      tx,
      venueId,
      {
        supplierId: input.supplierId,
        categoryId: input.articleCategory,
        name: input.articleName,
        storeName: '',
        note: '',
        unit: input.unit,
        defaultPrice: null,
        createdById: userId,
      },
      ctx.now(),
    );
    return { id: created.id };
  });
}

export async function updateOnboardingArticle(
  ctx: Ctx,
  input: { supplierId: number; articleId: number; name: string; category: number },
): Promise<{ done: true }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    await requireOwnSupplier(tx, venueId, input.supplierId);
    const article = await findOwnArticle(tx, venueId, input.supplierId, input.articleId);
    if (!article) throw new AppError('not_found', 'No such article');
    await requireCategory(tx, input.category);
    if (
      !sameName(article.name, input.name) &&
      (await isArticleNameTaken(tx, venueId, input.supplierId, input.name))
    ) {
      throw new AppError('sameArticle');
    }
    await updateOwnArticle(
      tx,
      venueId,
      { id: article.id, name: input.name, categoryId: input.category },
      ctx.now(),
    );
    return { done: true as const };
  });
}

/** POST article/delete: a soft delete, so past order lines keep their article. */
export async function deleteOnboardingArticle(
  ctx: Ctx,
  input: { supplierId: number; articleId: number },
): Promise<{ done: true }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    await requireOwnSupplier(tx, venueId, input.supplierId);
    const article = await findOwnArticle(tx, venueId, input.supplierId, input.articleId);
    if (!article) throw new AppError('not_found', 'No such article');
    await deleteOwnArticle(tx, venueId, article.id, ctx.now());
    return { done: true as const };
  });
}
