/**
 * Factories for the rows a test owns (docs/decisions/0027-test-data-shape.md): a station, a supplier with its
 * contact and ordering schedule, an article with its station link and price, an order. Each has defaults and a
 * unique name, and answers ids, so a test that needs "a venue with a station and a supplier" builds one instead of
 * naming the demo's. Rows are written directly (no plan limit applies), except orders, which go through the real
 * create route so its rules (numbering, prices, deadlines) hold. Venues and accounts: accounts.ts.
 */
import { randomBytes } from 'node:crypto';
import { addDays, venueToday } from '@/domain/shared/dates';
import type { Plan, Unit } from '@/domain/shared/enums';
import { orderOperationsOf, type OrderKind } from '@/domain/orders/orders.contract';
import type { Database } from '@/server/db/client';
import {
  articleCategories,
  articles,
  stationArticleSettings,
  stations,
  stationSuppliers,
  subscriptions,
  supplierContacts,
  supplierNotes,
  suppliers,
  venueSuppliers,
} from '@/server/db/schema';
import { createAccount, createVenue } from './accounts';
import type { TestContext } from './app';
import { operationUrl } from './call';

export { createAccount, createVenue } from './accounts';

const tag = () => randomBytes(3).toString('hex');

export async function createStation(
  db: Database,
  venueId: number,
  overrides: Partial<typeof stations.$inferInsert> = {},
): Promise<{ id: number; name: string }> {
  const name = overrides.name ?? `Test Station ${tag()}`;
  const [row] = await db
    .insert(stations)
    .values({ ...overrides, venueId, name })
    .returning({ id: stations.id });
  return { id: row!.id, name };
}

export interface SupplierOptions {
  /** The stations that order from it (station_suppliers). */
  stationIds?: number[];
  name?: string;
  /** A market supplier, ordered from the warehouse through custom orders. */
  isMarket?: boolean;
  /** The venue's contact at the supplier; false for none. */
  contact?: { name?: string; phone?: string; email?: string } | false;
  /** The venue's ordering schedule and note for it (supplier_notes; weekdays Monday first, 0-6). */
  schedule?: { timeToOrder?: string; timeToDeliver?: string; daysInWeek?: number[]; note?: string };
}

/**
 * The venue's own (unverified) supplier, as onboarding makes them: used by the venue, ordered from by the given
 * stations, with one contact unless told otherwise.
 */
export async function createSupplier(
  db: Database,
  venueId: number,
  options: SupplierOptions = {},
): Promise<{ id: number; name: string; contactId: number | null }> {
  const name = options.name ?? `Test Supplier ${tag()}`;
  const [supplier] = await db
    .insert(suppliers)
    .values({ venueId, name, isMarket: options.isMarket ?? false })
    .returning({ id: suppliers.id });
  const id = supplier!.id;
  await db.insert(venueSuppliers).values({ venueId, supplierId: id });
  const stationIds = options.stationIds ?? [];
  if (stationIds.length > 0) {
    await db
      .insert(stationSuppliers)
      .values(stationIds.map((stationId) => ({ venueId, stationId, supplierId: id })));
  }
  let contactId: number | null = null;
  if (options.contact !== false) {
    const [contact] = await db
      .insert(supplierContacts)
      .values({
        venueId,
        supplierId: id,
        name: options.contact?.name ?? `Test Contact ${tag()}`,
        phone: options.contact?.phone ?? '+381641234567',
        email: options.contact?.email ?? `contact-${tag()}@supplier.test`,
      })
      .returning({ id: supplierContacts.id });
    contactId = contact!.id;
  }
  if (options.schedule)
    await db.insert(supplierNotes).values({ venueId, supplierId: id, ...options.schedule });
  return { id, name, contactId };
}

async function anyCategory(db: Database): Promise<number> {
  const [found] = await db.select({ id: articleCategories.id }).from(articleCategories).limit(1);
  if (found) return found.id;
  const [made] = await db
    .insert(articleCategories)
    .values({ name: 'Test Category' })
    .returning({ id: articleCategories.id });
  return made!.id;
}

export interface ArticleOptions {
  name?: string;
  unit?: Unit;
  /** The article's default price (money as text, e.g. '120.00'). */
  price?: string;
  categoryId?: number;
  /** Links the article to a station (station_article_settings), with the station's own price when given. */
  station?: { id: number; price?: string; isFavorite?: boolean };
}

/** The venue's own article of a supplier. */
export async function createArticle(
  db: Database,
  venueId: number,
  supplierId: number,
  options: ArticleOptions = {},
): Promise<{ id: number; name: string }> {
  const name = options.name ?? `Test Article ${tag()}`;
  const [row] = await db
    .insert(articles)
    .values({
      venueId,
      supplierId,
      name,
      categoryId: options.categoryId ?? (await anyCategory(db)),
      unit: options.unit ?? 'KOM',
      defaultPrice: options.price ?? null,
    })
    .returning({ id: articles.id });
  const id = row!.id;
  if (options.station) {
    await db.insert(stationArticleSettings).values({
      venueId,
      stationId: options.station.id,
      articleId: id,
      price: options.station.price ?? null,
      isFavorite: options.station.isFavorite ?? false,
    });
  }
  return { id, name };
}

/** What an ordering venue of createOrderingVenue holds: all of it the test's own. */
export interface OrderingVenue {
  venueId: number;
  /** Its admin's e-mail: `ctx.as(admin)` signs requests as them. */
  admin: string;
  stationId: number;
  supplierId: number;
  contactId: number;
  articleIds: number[];
}

/**
 * "Some venue with a station and a supplier": a new venue on a plan, its admin, one station ordering from one
 * supplier (with a contact) and `articleCount` articles of that supplier linked to the station.
 */
export async function createOrderingVenue(
  db: Database,
  options: { plan?: Plan; articleCount?: number; isWarehouse?: boolean } = {},
): Promise<OrderingVenue> {
  const venue = await createVenue(db);
  await db
    .insert(subscriptions)
    .values({ venueId: venue.id, plan: options.plan ?? 'PRO', departmentLimit: 10 });
  const admin = await createAccount(db, {
    venueId: venue.id,
    role: 'ROLE_ADMIN',
    canSendOrders: true,
    finishedOnboarding: true,
  });
  const station = await createStation(db, venue.id, { isWarehouse: options.isWarehouse ?? false });
  const supplier = await createSupplier(db, venue.id, {
    stationIds: [station.id],
    isMarket: options.isWarehouse ?? false,
  });
  const articleIds: number[] = [];
  for (let index = 0; index < (options.articleCount ?? 2); index += 1) {
    articleIds.push((await createArticle(db, venue.id, supplier.id, { station: { id: station.id } })).id);
  }
  return {
    venueId: venue.id,
    admin: admin.email,
    stationId: station.id,
    supplierId: supplier.id,
    contactId: supplier.contactId!,
    articleIds,
  };
}

export interface OrderOptions {
  /** Who creates it: a demo role or an account's e-mail (e.g. an ordering venue's admin). */
  as: string;
  stationId: number;
  supplierId: number;
  /** One line per article, amount 1 unless `amounts` says otherwise. */
  articleIds: number[];
  amounts?: string[];
  kind?: OrderKind;
  /** Defaults to tomorrow in the venue's calendar. */
  deadline?: string;
}

/** An OPEN order, created through the real create route: its id. */
export async function createOrder(ctx: TestContext, options: OrderOptions): Promise<number> {
  const operation = orderOperationsOf(options.kind ?? 'regular').create;
  const inject = await ctx.as(options.as);
  const response = await inject({
    method: operation.method,
    url: operationUrl(operation, {
      params: { departmentId: options.stationId, supplierId: options.supplierId },
    }),
    payload: {
      deadline: options.deadline ?? addDays(venueToday(ctx.clock.now()), 1),
      products: options.articleIds.map((id, index) => ({ id, amount: options.amounts?.[index] ?? '1' })),
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`Creating an order failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { id: number }).id;
}
