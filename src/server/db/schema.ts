/**
 * The whole data model (docs/PRODUCT.md#data, #ordering). Column names are snake_case in the database (drizzle
 * `casing`). Rules that hold for every table here:
 * - tenant-owned rows carry `venue_id`, and repositories always filter by it;
 * - a tenant-owned row points at its tenant-owned parent together with `venue_id` (a composite foreign key to the
 *   parent's unique (venue_id, id)), so the database itself refuses a row that points into another venue. Parents
 *   whose `venue_id` is null for shared rows (the supplier catalogue, catalogue articles) and users (a user's venue
 *   is null before they join one) cannot be such a target: those references stay on the id alone. Nullable
 *   references that clear themselves when the parent goes (ON DELETE SET NULL of that column only, PostgreSQL 15)
 *   are created by the custom migration tenant_set_null_foreign_keys, since Drizzle cannot express the column list;
 * - every foreign key and every column a screen filters or sorts by has an index;
 * - amounts and money are NUMERIC (decimal strings in TypeScript), never floats;
 * - names unique case-insensitively have unique indexes on lower(name), ignoring soft-deleted rows;
 * - statuses are text with CHECK constraints (easier to extend than enum types).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CREDIT_DECISIONS, CREDIT_EVENTS, CREDIT_STATUSES } from '@/domain/credits/credit-states';
import {
  APPROVAL_ACTIONS,
  type ApprovalAction,
  ITEM_STATUSES,
  LANGUAGES,
  NOT_DELIVERED_REASONS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PLANS,
  ROLES,
  THEMES,
  UNITS,
  type ItemStatus,
  type Language,
  type NotDeliveredReason,
  type OrderStatus,
  type PaymentMethod,
  type Plan,
  type Role,
  type Theme,
  type Unit,
} from '@/domain/shared/enums';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp({ withTimezone: true });
const amount = () => numeric({ precision: 14, scale: 3 });
const money = () => numeric({ precision: 14, scale: 2 });

function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}

// ---------------------------------------------------------------- venues

export const venues = pgTable(
  'venues',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    businessName: text().notNull(),
    address: text().notNull().default(''),
    pib: text().notNull(),
    phoneNumber: text().notNull().default(''),
    email: text().notNull().default(''),
    disabled: boolean().notNull().default(false),
    /**
     * Venue registration (docs/PRODUCT.md#venue-registration): the suppliers the venue says it works with, for the
     * super admin to assign.
     */
    suppliersWorkingWith: text().notNull().default(''),
    /** Last order number handed out in this venue; bumped inside the order-creating transaction. */
    orderSequence: integer().notNull().default(0),
    /** Last credit request number (KRD-0001) handed out in this venue; bumped inside the creating transaction. */
    creditSequence: integer().notNull().default(0),
    /** docs/PRODUCT.md#prices: one currency per venue, whether the supplier's message names prices, and how far a
     * paid price may differ from the ordered one (percent) before the line shows "price changed". */
    currency: text().notNull().default('RSD'),
    pricesInMessage: boolean().notNull().default(false),
    priceTolerance: numeric({ precision: 5, scale: 2 }).notNull().default('2'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('venues_pib_uq').on(t.pib), index('venues_name_idx').on(sql`lower(${t.name})`)],
);

export const venueCategories = pgTable(
  'venue_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
  },
  (t) => [uniqueIndex('venue_categories_code_uq').on(t.code)],
);

export const venueCategoryLinks = pgTable(
  'venue_category_links',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => venueCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.categoryId] }),
    index('venue_category_links_category_idx').on(t.categoryId),
  ],
);

// ---------------------------------------------------------------- users

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    passwordHash: text().notNull(),
    language: text().$type<Language>().notNull().default('ser'),
    theme: text().$type<Theme>().notNull().default('light'),
    role: text().$type<Role>().notNull().default('ROLE_USER'),
    venueId: integer().references(() => venues.id, { onDelete: 'set null' }),
    /** Set for supplier users (docs/PRODUCT.md#roles), who see the supplier dashboard. */
    supplierId: integer().references((): AnyPgColumn => suppliers.id, { onDelete: 'set null' }),
    verified: boolean().notNull().default(false),
    disabled: boolean().notNull().default(false),
    emailNotificationsOn: boolean().notNull().default(true),
    canSendOrders: boolean().notNull().default(true),
    /**
     * The largest order total (venue currency) this person may send without an approval; null is no limit
     * (src/domain/orders/order-limit.ts).
     */
    orderLimit: money(),
    finishedOnboarding: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_venue_idx').on(t.venueId),
    index('users_supplier_idx').on(t.supplierId),
    // Station inquiries mail every super admin; there are few, among many users (docs/PRODUCT.md#station-inquiry).
    index('users_superadmin_idx')
      .on(t.id)
      .where(sql`${t.role} = 'ROLE_SUPERADMIN'`),
    check('users_role_ck', oneOf(t.role, ROLES)),
    check('users_language_ck', oneOf(t.language, LANGUAGES)),
    check('users_theme_ck', oneOf(t.theme, THEMES)),
  ],
);

/**
 * One account in several venues (docs/decisions/0037-venue-memberships.md): the role, sending right and order limit
 * an account has in each venue it belongs to. The source of truth for who is in a venue and with what role; the
 * access token carries the membership of the login's current venue. `users.venue_id/role/can_send_orders/order_limit`
 * stay a copy of the account's home membership (the venue a new login opens), kept here by a trigger (0044).
 */
export const venueMemberships = pgTable(
  'venue_memberships',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<'ROLE_ADMIN' | 'ROLE_USER'>().notNull(),
    canSendOrders: boolean().notNull().default(true),
    orderLimit: money(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.userId] }),
    index('venue_memberships_user_idx').on(t.userId),
    check('venue_memberships_role_ck', sql`${t.role} in ('ROLE_ADMIN', 'ROLE_USER')`),
  ],
);

// ---------------------------------------------------------------- stations (departments)

export const stations = pgTable(
  'stations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** A warehouse station orders from market suppliers through custom orders (docs/PRODUCT.md#order-kinds). */
    isWarehouse: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    /**
     * Set when a plan change left the venue more stations than its plan allows (docs/PRODUCT.md#plan-change): the
     * station keeps its history and stays visible, but takes no new orders until a plan allows it again.
     */
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stations_venue_name_uq')
      .on(t.venueId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('stations_venue_idx').on(t.venueId),
    // The target of the venue-checked references to a station.
    unique('stations_venue_id_uq').on(t.venueId, t.id),
  ],
);

export const stationUsers = pgTable(
  'station_users',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.userId] }),
    foreignKey({
      name: 'station_users_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    index('station_users_user_idx').on(t.userId),
    index('station_users_venue_idx').on(t.venueId),
  ],
);

// ---------------------------------------------------------------- suppliers

export const suppliers = pgTable(
  'suppliers',
  {
    // Supplier ids 999 and 1000 are filter placeholders ("all suppliers"); real ids start above them
    // (docs/PRODUCT.md#supplier-filter).
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    /** Owner venue of an unverified supplier created by that venue; null for the shared catalogue. */
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    pib: text(),
    registrationNumber: text(),
    address: text().notNull().default(''),
    postNumber: text().notNull().default(''),
    city: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    bankAccountNumber: text().notNull().default(''),
    isRestaurant: boolean().notNull().default(false),
    /** A supplier from another country: its tax id is not a PIB and skips the PIB rule (decision 0019). */
    isForeign: boolean().notNull().default(false),
    /** Market suppliers are ordered from the warehouse through custom orders and hidden on the Suppliers page. */
    isMarket: boolean().notNull().default(false),
    verified: boolean().notNull().default(false),
    hasData: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('suppliers_scope_name_uq')
      .on(sql`coalesce(${t.venueId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('suppliers_scope_pib_uq')
      .on(sql`coalesce(${t.venueId}, 0)`, t.pib)
      .where(sql`${t.deletedAt} is null and ${t.pib} is not null`),
    index('suppliers_venue_idx').on(t.venueId),
    index('suppliers_name_idx').on(sql`lower(${t.name})`),
    // An e-invoice's seller finds its supplier by tax id across own and catalogue suppliers (decision 0028).
    index('suppliers_pib_idx')
      .on(t.pib)
      .where(sql`${t.pib} is not null`),
  ],
);

/** Which suppliers a venue works with (super admin assigns catalogue suppliers; own suppliers are linked too). */
export const venueSuppliers = pgTable(
  'venue_suppliers',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.supplierId] }),
    index('venue_suppliers_supplier_idx').on(t.supplierId),
  ],
);

export const stationSuppliers = pgTable(
  'station_suppliers',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.supplierId] }),
    foreignKey({
      name: 'station_suppliers_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    index('station_suppliers_supplier_idx').on(t.supplierId),
    index('station_suppliers_venue_idx').on(t.venueId),
  ],
);

/**
 * Contacts are the venue's own people at a supplier (docs/PRODUCT.md#api-suppliers:
 * supplierContacts/{supplierId}/{venueId}).
 */
export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    // The shared supplier catalogue has no venue: referenced by id alone.
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('supplier_contacts_venue_supplier_idx').on(t.venueId, t.supplierId),
    index('supplier_contacts_supplier_idx').on(t.supplierId),
    // The target of the venue-checked reference of an order to its contact.
    unique('supplier_contacts_venue_id_uq').on(t.venueId, t.id),
  ],
);

/**
 * Contacts of a shared-catalogue supplier (docs/PRODUCT.md#catalogue-contacts, decision 0008): the super admin's, not
 * any venue's, so they live apart from the venue-owned supplier_contacts and that table's venue scoping stays whole.
 */
export const catalogueSupplierContacts = pgTable(
  'catalogue_supplier_contacts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('catalogue_supplier_contacts_supplier_idx').on(t.supplierId, t.id)],
);

export const supplierNotes = pgTable(
  'supplier_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** HH:MM, docs/PRODUCT.md#data default 00:00. */
    timeToOrder: text().notNull().default('00:00'),
    timeToDeliver: text().notNull().default('00:00'),
    /** Weekday ids 0-6, Monday first (docs/PRODUCT.md#formats). */
    daysInWeek: jsonb().$type<number[]>().notNull().default([]),
    note: text().notNull().default(''),
    /** Minimum order value in the venue's currency; null: none (docs/decisions/0025-order-guards.md). */
    minimumOrderValue: money(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('supplier_notes_venue_supplier_idx').on(t.venueId, t.supplierId),
    index('supplier_notes_supplier_idx').on(t.supplierId),
    index('supplier_notes_user_idx').on(t.userId),
    // The cut-off reminder job's lookup: the schedules whose cut-off falls within the next hour.
    index('supplier_notes_cutoff_idx')
      .on(t.timeToOrder)
      .where(sql`${t.timeToOrder} <> '00:00'`),
  ],
);

// ---------------------------------------------------------------- articles

export const articleCategories = pgTable(
  'article_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('article_categories_name_uq').on(sql`lower(${t.name})`)],
);

export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Owner venue of an unverified article created by that venue; null for the supplier's catalogue. */
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => articleCategories.id),
    name: text().notNull(),
    storeName: text().notNull().default(''),
    note: text().notNull().default(''),
    unit: text().$type<Unit>().notNull().default('KOM'),
    defaultPrice: money(),
    enabled: boolean().notNull().default(true),
    verified: boolean().notNull().default(false),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('articles_supplier_scope_name_uq')
      .on(t.supplierId, sql`coalesce(${t.venueId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('articles_supplier_name_idx').on(t.supplierId, sql`lower(${t.name})`, t.id),
    index('articles_supplier_category_idx').on(t.supplierId, t.categoryId),
    index('articles_category_idx').on(t.categoryId),
    index('articles_venue_idx').on(t.venueId),
    index('articles_created_by_idx').on(t.createdById),
    index('articles_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('articles_unit_ck', oneOf(t.unit, UNITS)),
  ],
);

/** Per-station settings of an article: favorite, recommended quantity, comment, enabled, price. */
export const stationArticleSettings = pgTable(
  'station_article_settings',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    // Articles of the shared catalogue have no venue: referenced by id alone.
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    isFavorite: boolean().notNull().default(false),
    recommendedQuantity: amount(),
    comment: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    price: money(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.articleId] }),
    foreignKey({
      name: 'station_article_settings_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    index('station_article_settings_article_idx').on(t.articleId),
    index('station_article_settings_venue_idx').on(t.venueId),
    index('station_article_settings_favorites_idx')
      .on(t.stationId, t.articleId)
      .where(sql`${t.isFavorite}`),
  ],
);

// ---------------------------------------------------------------- stock counts

/**
 * A quick stock count of one supplier's articles at a station (docs/decisions/0025-order-guards.md): who counted
 * and when; its lines are the amounts found. Suggestions read the latest count of a station and supplier.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    countedById: integer().references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('stock_counts_venue_id_uq').on(t.venueId, t.id),
    foreignKey({
      name: 'stock_counts_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    // The latest count of a station and supplier.
    index('stock_counts_station_supplier_idx').on(t.venueId, t.stationId, t.supplierId, t.countedAt.desc()),
    index('stock_counts_supplier_idx').on(t.supplierId),
    index('stock_counts_counted_by_idx').on(t.countedById),
  ],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stockCountId: integer().notNull(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** What was found; zero is a count too. */
    amount: amount().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stockCountId, t.articleId] }),
    foreignKey({
      name: 'stock_count_lines_count_fk',
      columns: [t.venueId, t.stockCountId],
      foreignColumns: [stockCounts.venueId, stockCounts.id],
    }).onDelete('cascade'),
    index('stock_count_lines_venue_idx').on(t.venueId),
    index('stock_count_lines_article_idx').on(t.articleId),
    check('stock_count_lines_amount_ck', sql`${t.amount} >= 0`),
  ],
);

// ---------------------------------------------------------------- orders

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    // The shared supplier catalogue has no venue: referenced by id alone.
    supplierId: integer().references(() => suppliers.id),
    /** Warehouse (custom) order to a market supplier (docs/PRODUCT.md#order-kinds). */
    isCustom: boolean().notNull().default(false),
    /** Human-readable, upper-case, unique per venue. */
    orderNumber: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default('OPEN'),
    /** Calendar delivery date, shown DD.MM.YYYY. */
    deadline: date({ mode: 'string' }).notNull(),
    orderNote: text().notNull().default(''),
    receivingNote: text().notNull().default(''),
    paymentMethod: text().$type<PaymentMethod>(),
    /** With venue_id a reference to supplier_contacts (custom migration tenant_set_null_foreign_keys). */
    supplierContactId: integer(),
    supplierContactNumber: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUpdatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    lastUpdatedAt: updatedAt(),
    sentById: integer().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    /** The channel the order was sent by (whatsapp, viber, sms, email, copy, phone). */
    sentVia: text(),
    completedAt: timestamp({ withTimezone: true }),
    /** The order that received this order's MOVE_TO_NEW items (with venue_id a reference: tenant_set_null_foreign_keys). */
    newOrderId: integer(),
    /** The order this one repeats or continues (with venue_id a reference: tenant_set_null_foreign_keys). */
    sourceOrderId: integer(),
    /** Bumped on every change; a writer holding an older version gets 409 order_changed. */
    version: integer().notNull().default(0),
    /** Kept by a trigger on order_items (migration order_summaries), so lists never read items. */
    itemsCount: integer().notNull().default(0),
    /** Something ordered did not (fully) arrive; kept by the same trigger. */
    hasShortfall: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('orders_venue_number_uq').on(t.venueId, t.orderNumber),
    // The target of the venue-checked references to an order (items, moved items, follow-up orders).
    unique('orders_venue_id_uq').on(t.venueId, t.id),
    foreignKey({
      name: 'orders_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }),
    // Current-orders tabs: one station, one kind, one status set, newest deadline first.
    index('orders_station_list_idx').on(
      t.venueId,
      t.stationId,
      t.isCustom,
      t.status,
      t.deadline.desc(),
      t.id.desc(),
    ),
    index('orders_station_supplier_list_idx').on(
      t.venueId,
      t.stationId,
      t.isCustom,
      t.supplierId,
      t.status,
      t.deadline.desc(),
      t.id.desc(),
    ),
    // The Expected tab (IN_PROGRESS + INCOMPLETE, the screen staff open most) in list order, so a page reads
    // exactly its rows instead of sorting all of a station's expected orders.
    index('orders_station_expected_idx')
      .on(t.venueId, t.stationId, t.isCustom, t.deadline.desc(), t.id.desc())
      .where(sql`${t.status} in ('IN_PROGRESS', 'INCOMPLETE')`),
    // Overdue, dashboard counts and the archive: by venue and status, by date.
    index('orders_venue_status_deadline_idx').on(t.venueId, t.status, t.deadline, t.id),
    // The venue page's "orders this month" card (docs/PRODUCT.md#venue-page).
    index('orders_venue_created_idx').on(t.venueId, t.createdAt),
    // The references' own indexes (a deleted supplier, user, contact or order finds its referencing orders by them).
    // The station's reference (venue_id, station_id) is served by orders_station_list_idx's first columns. Columns
    // null on every new order are indexed only where set: every index is written for each new order and each
    // status change, and a null entry would never be looked up (decision 0010).
    index('orders_supplier_idx').on(t.supplierId),
    // An e-invoice's orders: its supplier's orders of the venue around a delivery day, and the supplier's recent
    // ones the admin picks from (decision 0028).
    index('orders_venue_supplier_deadline_idx').on(t.venueId, t.supplierId, t.deadline),
    index('orders_contact_idx')
      .on(t.supplierContactId)
      .where(sql`${t.supplierContactId} is not null`),
    index('orders_created_by_idx').on(t.createdById),
    index('orders_last_updated_by_idx').on(t.lastUpdatedById),
    index('orders_sent_by_idx')
      .on(t.sentById)
      .where(sql`${t.sentById} is not null`),
    index('orders_new_order_idx')
      .on(t.newOrderId)
      .where(sql`${t.newOrderId} is not null`),
    index('orders_source_order_idx')
      .on(t.sourceOrderId)
      .where(sql`${t.sourceOrderId} is not null`),
    check('orders_status_ck', oneOf(t.status, ORDER_STATUSES)),
    check(
      'orders_payment_method_ck',
      sql`${t.paymentMethod} is null or ${oneOf(t.paymentMethod, PAYMENT_METHODS)}`,
    ),
  ],
);

/**
 * How many orders each (station, kind, supplier, status) holds, kept by a trigger on orders (migration
 * order_counters). List pages read their totals here instead of counting a station's whole history per request.
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    isCustom: boolean().notNull(),
    /** 0 for orders without a supplier. */
    supplierId: integer().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    /**
     * The station slot of the writers that counted here (decision 0036): concurrent writers of one station count in
     * rows of their own; a total is the sum over slots, and one slot's count may be negative.
     */
    slot: smallint().notNull().default(0),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.stationId, t.isCustom, t.supplierId, t.status, t.slot] }),
    foreignKey({
      name: 'order_counters_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    index('order_counters_station_idx').on(t.stationId),
  ],
);

/** order_counters summed over suppliers: the totals of list pages without a supplier filter, in one row. */
export const stationOrderCounters = pgTable(
  'station_order_counters',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    isCustom: boolean().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    /** As in order_counters: the writers' station slot (decision 0036); totals sum over slots. */
    slot: smallint().notNull().default(0),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.stationId, t.isCustom, t.status, t.slot] }),
    foreignKey({
      name: 'station_order_counters_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    index('station_order_counters_station_idx').on(t.stationId),
  ],
);

/**
 * The blocks of the venue's order numbers a station hands out (decisions 0013, 0020, 0036), one per station slot.
 * A writer takes from the block of the slot it holds
 * (order_station_slot), so concurrent creates of one station never wait for each other's number; the venue's
 * counter (venues.order_sequence) is touched once per block.
 */
export const stationOrderNumbers = pgTable(
  'station_order_numbers',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    slot: smallint().notNull(),
    /** The last number taken from the slot's block, and the block's last number. */
    lastTaken: integer().notNull(),
    lastReserved: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.stationId, t.slot] }),
    foreignKey({
      name: 'station_order_numbers_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    // Articles of the shared catalogue have no venue: referenced by id alone.
    articleId: integer()
      .notNull()
      .references(() => articles.id),
    /** Name and unit as ordered, so later catalogue edits do not rewrite history. */
    name: text().notNull(),
    unit: text().$type<Unit>().notNull(),
    amount: amount().notNull(),
    /** The unit price when the line was ordered (station's, else the article's; null without one): later price
     * changes never rewrite it (docs/PRODUCT.md#prices). */
    unitPrice: money(),
    /** The unit price paid, written by the receipt; null when the receiver gave none. */
    paidPrice: money(),
    note: text().notNull().default(''),
    position: integer().notNull().default(0),
    status: text().$type<ItemStatus>().notNull().default('PENDING'),
    notDeliveredReason: text().$type<NotDeliveredReason>(),
    deliveredAmount: amount(),
    receiveNote: text().notNull().default(''),
    /** The order a MOVE_TO_NEW item went to (with venue_id a reference: tenant_set_null_foreign_keys). */
    moveToOrderId: integer(),
    /** The item this one was moved from (with venue_id a reference: tenant_set_null_foreign_keys). */
    movedFromItemId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_items_order_article_uq').on(t.orderId, t.articleId),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
    // The target of the venue-checked reference of a moved item to the item it came from.
    unique('order_items_venue_id_uq').on(t.venueId, t.id),
    // Every index is written for each new item and for each update that cannot stay on its page (decision 0010): the
    // venue's own lookups use order_items_venue_id_uq's first column, and the references of moved items, null on
    // almost every item, are indexed only where set (an equality lookup implies not null). Migration 0024 also
    // leaves a fifth of each new page free (fillfactor 80, which this schema cannot express), so that a receipt
    // rewrites its items in place and writes no index entries for them.
    index('order_items_article_idx').on(t.articleId),
    index('order_items_move_to_order_idx')
      .on(t.moveToOrderId)
      .where(sql`${t.moveToOrderId} is not null`),
    index('order_items_moved_from_idx')
      .on(t.movedFromItemId)
      .where(sql`${t.movedFromItemId} is not null`),
    // An article's paid-price history and last price, and the "prices that rose" card's last 30 days
    // (src/server/modules/prices/prices.repository.ts): only lines received with a paid price have entries. The
    // receipt's time (updated_at) is left out of the key on purpose: an indexed updated_at would take every later
    // update of any item off its page (decision 0010); a venue's paid lines are few enough to sort from the rows.
    index('order_items_paid_article_idx')
      .on(t.venueId, t.articleId)
      .where(sql`${t.paidPrice} is not null`),
    check('order_items_amount_ck', sql`${t.amount} > 0`),
    check('order_items_prices_ck', sql`${t.unitPrice} >= 0 and ${t.paidPrice} >= 0`),
    check('order_items_status_ck', oneOf(t.status, ITEM_STATUSES)),
    check(
      'order_items_reason_ck',
      sql`${t.notDeliveredReason} is null or ${oneOf(t.notDeliveredReason, NOT_DELIVERED_REASONS)}`,
    ),
  ],
);

// ---------------------------------------------------------------- access: invites and requests

export const invites = pgTable(
  'invites',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /**
     * The account created on acceptance (or the existing one invited). Users are referenced by id alone: a user's
     * venue is null until they join one (here: until the invite is approved).
     */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    status: text().$type<'PENDING' | 'ACCEPTED' | 'APPROVED' | 'REVOKED'>().notNull().default('PENDING'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Stations the invitee works at from the first login (decision 0034): linked in the transaction that creates the
     * member; ids no longer live and active then are skipped.
     */
    stationIds: jsonb().$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_uq').on(t.tokenHash),
    index('invites_venue_status_idx').on(t.venueId, t.status),
    index('invites_email_idx').on(sql`lower(${t.email})`),
    index('invites_user_idx').on(t.userId),
    index('invites_invited_by_idx').on(t.invitedById),
    index('invites_approved_by_idx').on(t.approvedById),
    check('invites_status_ck', sql`${t.status} in ('PENDING', 'ACCEPTED', 'APPROVED', 'REVOKED')`),
  ],
);

/**
 * A user asking to join an existing venue found by its tax id (dashboard "request access":
 * docs/PRODUCT.md#request-access).
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    // The asking user has no venue yet: referenced by id alone.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_requests_venue_status_idx').on(t.venueId, t.status),
    index('access_requests_user_idx').on(t.userId),
    index('access_requests_decided_by_idx').on(t.decidedById),
    check('access_requests_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

// ---------------------------------------------------------------- subscriptions and inquiries

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    plan: text().$type<Plan>().notNull().default('FREE'),
    /** End of the FREE plan's trial; null when the plan has none. */
    trialEndsAt: timestamp({ withTimezone: true }),
    departmentLimit: integer().notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_venue_uq').on(t.venueId),
    check('subscriptions_plan_ck', oneOf(t.plan, PLANS)),
  ],
);

/**
 * Each plan's monthly price in RSD as the super admin sets it (docs/PRODUCT.md#plan-prices, decision 0034): shown in
 * the plan dialog and on /pricing; a plan without a row has no price yet.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    plan: text().$type<Plan>().primaryKey(),
    monthlyPrice: money().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plan_prices_plan_ck', oneOf(t.plan, PLANS)),
    check('plan_prices_price_ck', sql`${t.monthlyPrice} >= 0`),
  ],
);

export const planInquiries = pgTable(
  'plan_inquiries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    selectedPlan: text().$type<Exclude<Plan, 'FREE'>>().notNull(),
    /** Stations the venue keeps when moving to a plan with fewer stations. */
    checkedStations: jsonb().$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('plan_inquiries_venue_idx').on(t.venueId, t.createdAt),
    index('plan_inquiries_user_idx').on(t.userId),
    check('plan_inquiries_plan_ck', sql`${t.selectedPlan} in ('BASIC', 'PRO')`),
  ],
);

export const stationInquiries = pgTable(
  'station_inquiries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull().default(''),
    createdAt: createdAt(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('station_inquiries_venue_idx').on(t.venueId, t.createdAt),
    index('station_inquiries_user_idx').on(t.userId),
  ],
);

/** POST /supplier/requestSupplier: a venue asks for a supplier to be added to the catalogue. */
export const supplierRequests = pgTable(
  'supplier_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    pib: text(),
    contact: text().notNull().default(''),
    createdAt: createdAt(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('supplier_requests_venue_idx').on(t.venueId, t.createdAt),
    index('supplier_requests_user_idx').on(t.userId),
  ],
);

/** POST /articles/requestNewArticle: a venue asks a supplier's catalogue for an article. */
export const articleRequests = pgTable(
  'article_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('article_requests_venue_idx').on(t.venueId, t.createdAt),
    index('article_requests_user_idx').on(t.userId),
    index('article_requests_supplier_idx').on(t.supplierId),
  ],
);

// ---------------------------------------------------------------- tokens

/** Opaque refresh tokens, stored hashed; rotated on every use. Reusing a rotated one revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One login; every rotation of it shares the family. */
    familyId: uuid().notNull(),
    /**
     * "remember me" ticked at login (30-day tokens); unticked, the login's tokens live
     * SESSION_REFRESH_TOKEN_LIFETIME_MS from their issue, so a browser session left behind ends soon (decision 0003).
     */
    persistent: boolean().notNull().default(true),
    /**
     * The login's current venue (decision 0037): switching venue changes it for the whole family, so a refresh keeps
     * the venue; null is the account's home venue (users.venue_id).
     */
    venueId: integer().references(() => venues.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_venue_idx').on(t.venueId),
  ],
);

/** Single-use, expiring, hashed tokens sent by e-mail. */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'VERIFY_EMAIL' | 'RESET_PASSWORD'>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('action_tokens_hash_uq').on(t.tokenHash),
    index('action_tokens_user_kind_idx').on(t.userId, t.kind),
    check('action_tokens_kind_ck', sql`${t.kind} in ('VERIFY_EMAIL', 'RESET_PASSWORD')`),
  ],
);

// ---------------------------------------------------------------- mail

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer().references(() => venues.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** PENDING: to send by SMTP; SENT; FAILED after retries; STORED: no SMTP configured, kept for the outbox. */
    status: text().$type<'PENDING' | 'SENT' | 'FAILED' | 'STORED'>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    /** A worker claimed the PENDING mail and is sending it until then; afterwards another worker may (a crash). */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_venue_idx').on(t.venueId),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_status_ck', sql`${t.status} in ('PENDING', 'SENT', 'FAILED', 'STORED')`),
  ],
);

// ---------------------------------------------------------------- help

export const helpCategories = pgTable(
  'help_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    language: text().$type<Language>().notNull().default('ser'),
    position: integer().notNull().default(0),
    /** The category's key in the help files shipped with the app (content/help): the same in every language. */
    slug: text().notNull().default(''),
  },
  (t) => [
    index('help_categories_language_idx').on(t.language, t.position),
    uniqueIndex('help_categories_language_slug_uq').on(t.language, t.slug),
  ],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    html: text().notNull(),
    position: integer().notNull().default(0),
    /** The article's key (the screens' "?" links name it): the same in every language. */
    slug: text().notNull().default(''),
  },
  (t) => [
    index('help_articles_category_idx').on(t.categoryId, t.position),
    uniqueIndex('help_articles_category_slug_uq').on(t.categoryId, t.slug),
  ],
);

// ---------------------------------------------------------------- audit trail

/**
 * Every change an admin or super admin makes to a venue (docs/PRODUCT.md#plan-change: plan, venue toggle, supplier
 * assignment, station create/delete…), written in the transaction of the change: who, when, which venue, what, before
 * and after.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Null only for a change of the shared supplier catalogue (no venue owns it): then supplierId is set. */
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    /** The catalogue supplier a catalogue change (its data upload) was made to. */
    supplierId: integer().references(() => suppliers.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    // The venue's history page reads newest first.
    index('audit_events_venue_time_idx').on(t.venueId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_supplier_time_idx').on(t.supplierId, t.createdAt.desc()),
    check('audit_events_subject_ck', sql`${t.venueId} is not null or ${t.supplierId} is not null`),
  ],
);

/**
 * What a merge into an order changed (docs/PRODUCT.md#merge, #merge-undo), kept so it can be undone exactly: the
 * order's items and last-change fields as they were before, and the version the merge left. Undo restores them only
 * while the order still has that version (nothing changed since), in one transaction, and removes the row.
 */
/**
 * The approval history of orders above their creator's limit (src/domain/orders/order-limit.ts): each request,
 * approval and return with who, when, the total it was about and the note. The latest row is the order's approval
 * state; an approval covers totals up to its `basis`.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    action: text().$type<ApprovalAction>().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The order's total when the action was taken. */
    basis: money(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_approvals_venue_order_idx').on(t.venueId, t.orderId, t.id),
    // The dashboard's waiting requests of a venue, oldest first.
    index('order_approvals_venue_action_idx').on(t.venueId, t.action, t.id),
    index('order_approvals_actor_idx').on(t.actorId),
    check('order_approvals_action_ck', oneOf(t.action, APPROVAL_ACTIONS)),
    foreignKey({
      name: 'order_approvals_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
  ],
);

export const orderMerges = pgTable(
  'order_merges',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    /** The order's items before the merge, in their order: article, name and unit as ordered, amount, note. */
    itemsBefore: jsonb()
      .$type<{ articleId: number; name: string; unit: Unit; amount: string; note: string }[]>()
      .notNull(),
    lastUpdatedByIdBefore: integer(),
    lastUpdatedAtBefore: timestamp({ withTimezone: true }).notNull(),
    /** The order's version right after the merge: undo is possible only while the order still has it. */
    versionAfter: integer().notNull(),
    mergedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_merges_venue_order_idx').on(t.venueId, t.orderId, t.versionAfter),
    index('order_merges_merged_by_idx').on(t.mergedById),
    foreignKey({
      name: 'order_merges_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Links that open one sent order for its supplier without a login (docs/PRODUCT.md#supplier-link): one per order and
 * contact (a contact that is null when the order went to a typed number). The token is never stored: only its
 * SHA-256, and the salt it is derived from with the server's secret, so the same link can be put into a message again
 * when the order is re-sent, while the database alone does not give a working link away.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    /** The contact the order was sent to (no reference: contacts are soft-deleted and the link outlives them). */
    contactId: integer(),
    salt: text().notNull(),
    tokenHash: text().notNull(),
    firstOpenedAt: timestamp({ withTimezone: true }),
    lastOpenedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_links_token_uq').on(t.tokenHash),
    unique('order_links_order_contact_uq').on(t.orderId, t.contactId).nullsNotDistinct(),
    index('order_links_venue_order_idx').on(t.venueId, t.orderId),
    foreignKey({
      name: 'order_links_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The supplier's side of a sent order (docs/PRODUCT.md#supplier-answer): when its link was first and last opened, and
 * the answer (confirmed, confirmed with changes, rejected) with its time, date, note or reason and the declined
 * items, kept so reports can use them later. One row per order, made when the link is first opened.
 */
export const orderSupplierAnswers = pgTable(
  'order_supplier_answers',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    firstOpenedAt: timestamp({ withTimezone: true }).notNull(),
    lastOpenedAt: timestamp({ withTimezone: true }).notNull(),
    decision: text().$type<'CONFIRMED' | 'CONFIRMED_WITH_CHANGES' | 'REJECTED'>(),
    /** Order items the supplier will not deliver. */
    declinedItemIds: jsonb().$type<number[]>().notNull().default([]),
    /** The date the supplier will deliver on (it also became the order's date). */
    deliveryDate: date({ mode: 'string' }),
    /** The order's date before the supplier's first change of it. */
    originalDeadline: date({ mode: 'string' }),
    note: text().notNull().default(''),
    reason: text().notNull().default(''),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.orderId] }),
    uniqueIndex('order_supplier_answers_order_uq').on(t.orderId),
    foreignKey({
      name: 'order_supplier_answers_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
    check(
      'order_supplier_answers_decision_ck',
      sql`${t.decision} is null or ${t.decision} in ('CONFIRMED', 'CONFIRMED_WITH_CHANGES', 'REJECTED')`,
    ),
  ],
);

/**
 * A supplier contact's standing link (docs/PRODUCT.md#standing-links, `/s/{token}`): lists every order the venue sent
 * to that contact. Like an order link only the salt and the token's SHA-256 are stored; re-making a link revokes the
 * old one, so a contact has at most one live link. A deleted contact's link opens nothing (the lookup checks the
 * contact).
 */
export const supplierStandingLinks = pgTable(
  'supplier_standing_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    contactId: integer().notNull(),
    salt: text().notNull(),
    tokenHash: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastOpenedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('supplier_standing_links_token_uq').on(t.tokenHash),
    uniqueIndex('supplier_standing_links_live_uq')
      .on(t.venueId, t.contactId)
      .where(sql`${t.revokedAt} is null`),
    foreignKey({
      name: 'supplier_standing_links_contact_fk',
      columns: [t.venueId, t.contactId],
      foreignColumns: [supplierContacts.venueId, supplierContacts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Report change stamps (docs/decisions/0009-report-speed.md): how often the reported orders of one station with a
 * deadline in one month changed (sent, received, edited after sending, deleted), kept by triggers on orders and
 * order_items (migration report_versions_triggers). A row only grows; a missing row counts as 0. A report's figures
 * are cached under the sum of the stamps of its months: the sum changes whenever something in its range changed.
 */
export const reportMonthVersions = pgTable(
  'report_month_versions',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The first day of the month of the orders' deadlines. */
    month: date({ mode: 'string' }).notNull(),
    stationId: integer().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.month, t.stationId] })],
);

/**
 * The same for what reports read from the catalogue (article names, units, categories, prices; supplier and
 * category names): one row per venue for its own articles, suppliers and station prices, row 0 for the shared
 * catalogue and the categories.
 */
export const reportCatalogueVersions = pgTable('report_catalogue_versions', {
  venueId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * Rate-limit counters shared by every server process on one PostgreSQL (docs/decisions/0006-login-limits.md): failed
 * logins per account and per IP, the account routes, the supplier link pages. One row per counter key (the limit's
 * prefix and the account or address); a row whose `expire` has passed counts from zero again on its next hit, and
 * rows expired for an hour are deleted by a periodic sweep. The embedded database keeps these counters in memory.
 * Column names are those rate-limiter-flexible's Drizzle store reads (key, points, expire).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    points: integer().notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Idempotency keys of state-changing requests (decision 0022-idempotency-keys.md): per scope (the signed-in user, or
 * a supplier link's token hash) a key names one request (its fingerprint: method, URL, body hash) and, once done,
 * its answer. A row is claimed `pending` by one atomic insert before the handler runs; kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    state: text().notNull().default('pending'),
    statusCode: integer(),
    responseBody: text(),
    contentType: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_ck', oneOf(t.state, ['pending', 'done'])),
  ],
);

// ---------------------------------------------------------------- e-invoices (src/domain/invoices)

/**
 * A venue's connection to SEF, the Ministry of Finance's e-invoice system: its API key, encrypted (AES-256-GCM,
 * src/server/secrets/secret-box.ts; never answered by any route), the environment, and the polling job's state. A
 * server instance claims a due connection with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so each poll runs
 * once however many instances there are; failures back off (backoff_until).
 */
export const sefConnections = pgTable(
  'sef_connections',
  {
    venueId: integer()
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    environment: text().$type<'demo' | 'production'>().notNull(),
    apiKeyEncrypted: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The last poll that finished; the next is due 15 minutes after the last attempt. */
    lastPolledAt: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** What went wrong last (never the key); cleared by a poll that works. */
    lastError: text(),
    failures: integer().notNull().default(0),
    backoffUntil: timestamp({ withTimezone: true }),
    claimedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sef_connections_due_idx').on(t.lastAttemptAt),
    index('sef_connections_created_by_idx').on(t.createdById),
    check('sef_connections_environment_ck', sql`${t.environment} in ('demo', 'production')`),
  ],
);

/**
 * An incoming e-invoice or credit note of a venue, uploaded or fetched from SEF: the original XML, what was read
 * from it (parsed, and the columns lists filter and sort by), SEF's status and the venue's decision. One document
 * is stored once: by SEF's id, and by seller, number and kind. A SEF invoice that cannot be read is kept with its
 * parse_error, so it still shows and can be decided before its deadline.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    source: text().$type<'UPLOAD' | 'SEF'>().notNull(),
    sefInvoiceId: bigint({ mode: 'number' }),
    kind: text().$type<'INVOICE' | 'CREDIT_NOTE'>(),
    number: text(),
    /** The seller's tax id: the PIB without "RS", or a foreign VAT id. */
    supplierPib: text(),
    supplierName: text(),
    // The shared supplier catalogue has no venue: referenced by id alone. Matched later.
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    issueDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    deliveryDate: date({ mode: 'string' }),
    orderReference: text(),
    currency: text(),
    totalNet: numeric(),
    totalVat: numeric(),
    totalPayable: numeric(),
    /** When it arrived (SEF's sending day, else when Nabavka got it): the decision deadline counts from here. */
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    sefStatus: text(),
    sefStatusAt: timestamp({ withTimezone: true }),
    decision: text().$type<'ACCEPTED' | 'REJECTED'>(),
    decisionComment: text().notNull().default(''),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** How the decision reached SEF: PENDING to send, SENT, FAILED (SEF refused), MANUAL (no connection). */
    decisionSef: text().$type<'PENDING' | 'SENT' | 'FAILED' | 'MANUAL'>(),
    decisionSefAnswer: text(),
    decisionSefAt: timestamp({ withTimezone: true }),
    /** When the deadline reminder to the venue's admins was queued (once per invoice: invoice-reminders.ts). */
    reminderQueuedAt: timestamp({ withTimezone: true }),
    /** The invoice_* code of a SEF invoice that could not be read. */
    parseError: text(),
    originalXml: text().notNull(),
    parsed: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_venue_id_uq').on(t.venueId, t.id),
    unique('invoices_venue_sef_id_uq').on(t.venueId, t.sefInvoiceId),
    unique('invoices_venue_document_uq').on(t.venueId, t.supplierPib, t.number, t.kind),
    // The list: newest first.
    index('invoices_venue_list_idx').on(t.venueId, t.receivedAt.desc(), t.id.desc()),
    index('invoices_supplier_idx')
      .on(t.supplierId)
      .where(sql`${t.supplierId} is not null`),
    index('invoices_decided_by_idx')
      .on(t.decidedById)
      .where(sql`${t.decidedById} is not null`),
    // Decisions still to send to SEF (the polling job sends them).
    index('invoices_decision_pending_idx')
      .on(t.venueId)
      .where(sql`${t.decisionSef} = 'PENDING'`),
    // Waiting invoices not yet reminded of (the reminder job's sweep).
    index('invoices_reminder_due_idx')
      .on(t.receivedAt)
      .where(sql`${t.decision} is null and ${t.reminderQueuedAt} is null and ${t.parseError} is null`),
    check('invoices_source_ck', sql`${t.source} in ('UPLOAD', 'SEF')`),
    check('invoices_kind_ck', sql`${t.kind} is null or ${t.kind} in ('INVOICE', 'CREDIT_NOTE')`),
    check('invoices_decision_ck', sql`${t.decision} is null or ${t.decision} in ('ACCEPTED', 'REJECTED')`),
    check(
      'invoices_decision_sef_ck',
      sql`${t.decisionSef} is null or ${t.decisionSef} in ('PENDING', 'SENT', 'FAILED', 'MANUAL')`,
    ),
    check(
      'invoices_readable_ck',
      sql`${t.parseError} is not null or (${t.number} is not null and ${t.kind} is not null)`,
    ),
  ],
);

/** The lines of an invoice as it gives them (exact decimals). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    invoiceId: integer().notNull(),
    position: integer().notNull(),
    lineId: text().notNull(),
    sellerItemId: text(),
    name: text().notNull(),
    quantity: numeric().notNull(),
    unitCode: text(),
    unit: text().$type<Unit>().notNull(),
    unitPrice: numeric(),
    priceBaseQuantity: numeric(),
    lineNetAmount: numeric().notNull(),
    vatCategory: text(),
    vatPercent: numeric(),
    /**
     * The admin's match of the line (docs/decisions/0029-invoice-lines.md): true with the order line chosen, or
     * with null for "no line". False: matched automatically on every read. The id is checked against the
     * invoice's orders when written and when read, so it needs no reference of its own.
     */
    matchedByHand: boolean().notNull().default(false),
    orderItemId: integer(),
  },
  (t) => [
    uniqueIndex('invoice_lines_invoice_position_uq').on(t.venueId, t.invoiceId, t.position),
    foreignKey({
      name: 'invoice_lines_invoice_fk',
      columns: [t.venueId, t.invoiceId],
      foreignColumns: [invoices.venueId, invoices.id],
    }).onDelete('cascade'),
    check('invoice_lines_unit_ck', oneOf(t.unit, UNITS)),
  ],
);

/**
 * Which orders an invoice covers (docs/decisions/0028-invoice-matching.md): found by the order number it names
 * (REFERENCE), by supplier and delivery day (DATE), or set by the admin (MANUAL). One invoice may cover several
 * orders and an order may be invoiced in parts: a row per pair.
 */
export const invoiceOrderMatches = pgTable(
  'invoice_order_matches',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    invoiceId: integer().notNull(),
    orderId: integer().notNull(),
    how: text().$type<'REFERENCE' | 'DATE' | 'MANUAL'>().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.invoiceId, t.orderId] }),
    // An order's invoices (the order's side, and the order reference's own index).
    index('invoice_order_matches_order_idx').on(t.venueId, t.orderId),
    index('invoice_order_matches_created_by_idx')
      .on(t.createdById)
      .where(sql`${t.createdById} is not null`),
    foreignKey({
      name: 'invoice_order_matches_invoice_fk',
      columns: [t.venueId, t.invoiceId],
      foreignColumns: [invoices.venueId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_order_matches_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
    check('invoice_order_matches_how_ck', sql`${t.how} in ('REFERENCE', 'DATE', 'MANUAL')`),
  ],
);

/**
 * The seller's item id an admin matched to an article (docs/decisions/0029-invoice-lines.md), per venue and
 * supplier: the next invoice's line with that id finds the article's order line without the admin.
 */
export const supplierItemArticles = pgTable(
  'supplier_item_articles',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    sellerItemId: text().notNull(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.supplierId, t.sellerItemId] }),
    index('supplier_item_articles_supplier_idx').on(t.supplierId),
    index('supplier_item_articles_article_idx').on(t.articleId),
    index('supplier_item_articles_created_by_idx')
      .on(t.createdById)
      .where(sql`${t.createdById} is not null`),
  ],
);

/** Files of an invoice (its embedded PDFs): the bytes are in the files store under storage_key. */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    invoiceId: integer().notNull(),
    filename: text().notNull(),
    mimeType: text().notNull(),
    bytes: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_files_storage_key_uq').on(t.storageKey),
    index('invoice_files_invoice_idx').on(t.venueId, t.invoiceId),
    foreignKey({
      name: 'invoice_files_invoice_fk',
      columns: [t.venueId, t.invoiceId],
      foreignColumns: [invoices.venueId, invoices.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Photos of an order's delivery note, taken with its receipt (decision 0023): the bytes live in the files store under
 * `storage_key` (re-encoded JPEG, no metadata), the row keeps what the order view lists. At most 5 per order
 * (`RECEIPT_PHOTOS_MAX`, checked under the order's row lock).
 */
export const receiptPhotos = pgTable(
  'receipt_photos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipt_photos_storage_key_uq').on(t.storageKey),
    // The order view lists an order's photos in the order they were taken.
    index('receipt_photos_order_idx').on(t.venueId, t.orderId, t.id),
    index('receipt_photos_created_by_idx').on(t.createdById),
    foreignKey({
      name: 'receipt_photos_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------- standing orders and notifications

/**
 * Standing orders (docs/decisions/0030-standing-orders.md): an order kept to be prepared again on weekdays at a
 * time. Lines are kept as data (article and amount); names and units are read from the catalogue when shown.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** With venue_id a reference to supplier_contacts. */
    supplierContactId: integer().notNull(),
    /** Whose draft it becomes and who is notified: the person who saved it. */
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Weekday ids 0-6, Monday first. */
    weekdays: jsonb().$type<number[]>().notNull(),
    /** HH:MM in Europe/Belgrade. */
    time: text().notNull(),
    autoSendEmail: boolean().notNull().default(false),
    paused: boolean().notNull().default(false),
    /** YYYY-MM-DD dates on which nothing is prepared (public holidays). */
    skippedDates: jsonb().$type<string[]>().notNull().default([]),
    lines: jsonb().$type<{ articleId: number; amount: string }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('standing_orders_venue_id_uq').on(t.venueId, t.id),
    foreignKey({
      name: 'standing_orders_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'standing_orders_contact_fk',
      columns: [t.venueId, t.supplierContactId],
      foreignColumns: [supplierContacts.venueId, supplierContacts.id],
    }).onDelete('cascade'),
    // The list screen: a venue's standing orders in the order they were saved.
    index('standing_orders_venue_idx').on(t.venueId, t.id),
    // The job's scan: the ones not paused.
    index('standing_orders_active_idx')
      .on(t.id)
      .where(sql`not ${t.paused}`),
    index('standing_orders_station_idx').on(t.venueId, t.stationId),
    index('standing_orders_supplier_idx').on(t.supplierId),
    index('standing_orders_contact_idx').on(t.venueId, t.supplierContactId),
    index('standing_orders_owner_idx').on(t.ownerId),
    check('standing_orders_time_ck', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * One row per standing order and venue date: the claim that the occurrence was prepared. Its primary key makes two
 * processes preparing the same occurrence impossible: the second insert finds the first's row.
 */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    standingOrderId: integer()
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** The draft it made; null when the preparation failed (it is not retried that day) or the order was deleted. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    preparedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.standingOrderId, t.date] }),
    index('standing_order_runs_order_idx').on(t.orderId),
  ],
);

/** A user's in-app notifications: a kind and its data; the web writes the text (docs/decisions/0030-standing-orders.md). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The list, newest first, and the bell's unread count.
    index('notifications_user_created_idx').on(t.userId, t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_venue_idx').on(t.venueId),
  ],
);

/**
 * Web Push subscriptions (docs/decisions/0035-web-push.md): one row per phone or browser that asked for push, its push
 * service's endpoint (unique: a device belongs to whoever subscribed it last) and the keys its payloads are
 * encrypted with.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_venue_idx').on(t.venueId),
  ],
);

/**
 * The push outbox (docs/decisions/0035-web-push.md): one row per notification and subscription, queued in the
 * notification's transaction and claimed by one sender like the mail outbox; the payload is the text in the user's
 * language as it was when queued. Deleting the subscription (the push service said it is gone) drops its rows.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: integer().references(() => notifications.id, { onDelete: 'cascade' }),
    payload: text().notNull(),
    /** PENDING: to send; SENT; FAILED after the last attempt. */
    status: text().$type<'PENDING' | 'SENT' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    /** Not before this (the backoff after a failed attempt). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sender claimed the row until then; afterwards another may (the first died). */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The sender's scan: pending rows, oldest first.
    index('push_outbox_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    index('push_outbox_notification_idx').on(t.notificationId),
    check('push_outbox_status_ck', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
  ],
);

/**
 * One row per cut-off reminder made (domain/notifications/cutoff-reminders.ts): the claim that it was told. Its primary
 * key makes two processes making the same reminder impossible; the second insert finds the first's row. `order_id` is
 * 0 for `cutoffSoon` (one per station, supplier and delivery day) and the order's id for `supplierNotOpened`.
 */
export const cutoffReminderClaims = pgTable(
  'cutoff_reminder_claims',
  {
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    stationId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    deliveryDate: date({ mode: 'string' }).notNull(),
    kind: text().$type<'cutoffSoon' | 'supplierNotOpened'>().notNull(),
    orderId: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'cutoff_reminder_claims_pk',
      columns: [t.venueId, t.stationId, t.supplierId, t.deliveryDate, t.kind, t.orderId],
    }),
    foreignKey({
      name: 'cutoff_reminder_claims_station_fk',
      columns: [t.venueId, t.stationId],
      foreignColumns: [stations.venueId, stations.id],
    }).onDelete('cascade'),
    index('cutoff_reminder_claims_supplier_idx').on(t.supplierId),
    // The job forgets claims of past deliveries.
    index('cutoff_reminder_claims_delivery_idx').on(t.deliveryDate),
    check('cutoff_reminder_claims_kind_ck', sql`${t.kind} in ('cutoffSoon', 'supplierNotOpened')`),
  ],
);

// ---------------------------------------------------------------- credit requests (src/domain/credits)

/**
 * A credit request to a supplier after a receipt (knjižno odobrenje): one per order, numbered KRD-0001 per venue
 * (venues.credit_sequence). Its supplier link is stored like an order link (src/server/shared/order-link.ts): only the
 * salt and the token's SHA-256.
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    number: text().notNull(),
    status: text().notNull().default('REQUESTED'),
    requestedAmount: money().notNull(),
    note: text().notNull().default(''),
    linkSalt: text().notNull(),
    linkTokenHash: text().notNull(),
    /** The contact it was last sent to (no reference: contacts are soft-deleted and the request outlives them). */
    contactId: integer(),
    sentVia: text(),
    decision: text(),
    acceptedAmount: money(),
    answerReason: text().notNull().default(''),
    answeredAt: timestamp({ withTimezone: true }),
    creditedAmount: money(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_requests_venue_number_uq').on(t.venueId, t.number),
    uniqueIndex('credit_requests_order_uq').on(t.orderId),
    uniqueIndex('credit_requests_token_uq').on(t.linkTokenHash),
    unique('credit_requests_venue_id_uq').on(t.venueId, t.id),
    // The open list (not closed, newest first) and the per-supplier report read by venue and status.
    index('credit_requests_venue_status_idx').on(t.venueId, t.status, t.createdAt.desc()),
    index('credit_requests_created_by_idx').on(t.createdById),
    foreignKey({
      name: 'credit_requests_order_fk',
      columns: [t.venueId, t.orderId],
      foreignColumns: [orders.venueId, orders.id],
    }).onDelete('cascade'),
    check('credit_requests_status_ck', oneOf(t.status, CREDIT_STATUSES)),
    check(
      'credit_requests_decision_ck',
      sql`${t.decision} is null or ${oneOf(t.decision, CREDIT_DECISIONS)}`,
    ),
    check(
      'credit_requests_amounts_ck',
      sql`${t.requestedAmount} > 0 and ${t.acceptedAmount} >= 0 and ${t.creditedAmount} >= 0`,
    ),
  ],
);

/** The lines of a credit request as they were valued when it was made (later edits never rewrite them). */
export const creditRequestLines = pgTable(
  'credit_request_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    creditRequestId: integer().notNull(),
    /** The order item it came from (no reference: the request keeps its own copy of name, unit and prices). */
    orderItemId: integer().notNull(),
    position: integer().notNull(),
    name: text().notNull(),
    unit: text().notNull(),
    missingAmount: amount(),
    orderedPrice: money().notNull(),
    priceDifference: money(),
    receivedAmount: amount(),
    value: money().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'credit_request_lines_request_fk',
      columns: [t.venueId, t.creditRequestId],
      foreignColumns: [creditRequests.venueId, creditRequests.id],
    }).onDelete('cascade'),
    index('credit_request_lines_request_idx').on(t.creditRequestId, t.position),
  ],
);

/** Every change of a credit request, with who (null: the supplier from its link) and when. */
export const creditRequestEvents = pgTable(
  'credit_request_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    creditRequestId: integer().notNull(),
    kind: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'credit_request_events_request_fk',
      columns: [t.venueId, t.creditRequestId],
      foreignColumns: [creditRequests.venueId, creditRequests.id],
    }).onDelete('cascade'),
    index('credit_request_events_request_idx').on(t.creditRequestId, t.at),
    index('credit_request_events_user_idx').on(t.userId),
    check('credit_request_events_kind_ck', oneOf(t.kind, CREDIT_EVENTS)),
  ],
);
