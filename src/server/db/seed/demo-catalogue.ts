/**
 * Inserts the demo catalogue of demo-catalogue-data.ts in a handful of bulk statements inside the seed's
 * transaction, and answers the ids the order seed and the tests need.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Unit } from '@/domain/shared/enums';
import type { Executor } from '../client';
import {
  articleCategories,
  articles,
  stationArticleSettings,
  stationSuppliers,
  supplierContacts,
  supplierNotes,
  suppliers,
  venueSuppliers,
} from '../schema';
import type { DemoAccountKey, DemoSeed, DemoStationKey, DemoVenueKey } from './demo';
import {
  DEMO_ARTICLES,
  DEMO_CATEGORIES,
  DEMO_CONTACTS,
  DEMO_NOTES,
  DEMO_STATION_SUPPLIERS,
  DEMO_SUPPLIERS,
  type ContactSeed,
  type DemoCategory,
  type DemoContactKey,
  type DemoSupplierKey,
} from './demo-catalogue-data';

export type { DemoCategory, DemoContactKey, DemoSupplierKey } from './demo-catalogue-data';

export interface DemoArticle {
  id: number;
  supplier: DemoSupplierKey;
  name: string;
  unit: Unit;
  categoryId: number;
}

export interface DemoContact extends ContactSeed {
  id: number;
}

export interface DemoCatalogue {
  suppliers: Record<DemoSupplierKey, number>;
  categories: Record<DemoCategory, number>;
  /** Per supplier, in catalogue order. */
  articles: Record<DemoSupplierKey, DemoArticle[]>;
  contacts: Record<DemoContactKey, DemoContact>;
  /** Which suppliers each station orders from. */
  stationSuppliers: Record<DemoStationKey, DemoSupplierKey[]>;
}

/** The station's venue: settings and links carry it. */
export const DEMO_STATION_VENUE: Record<DemoStationKey, DemoVenueKey> = {
  kuhinja: 'bistro',
  sank: 'bistro',
  magacin: 'bistro',
  kafanaKuhinja: 'kafana',
  probniBar: 'probni',
};

/** The admin who typed in a venue's own suppliers and articles. */
const VENUE_ADMIN: Record<DemoVenueKey, DemoAccountKey> = {
  bistro: 'admin',
  kafana: 'admin2',
  probni: 'admin3',
};

const SUPPLIER_KEYS = Object.keys(DEMO_SUPPLIERS) as DemoSupplierKey[];
const STATION_KEYS = Object.keys(DEMO_STATION_SUPPLIERS) as DemoStationKey[];

/** One article of the catalogue by supplier and name; a typo in seed data fails loudly. */
export function demoArticle(catalogue: DemoCatalogue, supplier: DemoSupplierKey, name: string): DemoArticle {
  const found = catalogue.articles[supplier].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Demo catalogue: no article "${name}" of ${supplier}`);
  return found;
}

export async function seedDemoCatalogue(
  tx: Executor,
  seed: Omit<DemoSeed, 'catalogue'>,
): Promise<DemoCatalogue> {
  const categories = await ensureCategories(tx);

  const supplierRows = await tx
    .insert(suppliers)
    .values(
      SUPPLIER_KEYS.map((key) => {
        const s = DEMO_SUPPLIERS[key];
        return {
          venueId: s.owner ? seed.venues[s.owner] : null,
          name: s.name,
          pib: s.pib,
          registrationNumber: s.registrationNumber,
          address: s.address,
          postNumber: s.postNumber,
          city: s.city,
          email: s.email,
          phone: s.phone,
          bankAccountNumber: s.bankAccountNumber,
          isMarket: s.isMarket,
          verified: s.owner === null,
          hasData: s.owner === null,
        };
      }),
    )
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplierIds = Object.fromEntries(
    SUPPLIER_KEYS.map((key) => [key, supplierRows.find((row) => row.name === DEMO_SUPPLIERS[key].name)!.id]),
  ) as Record<DemoSupplierKey, number>;

  await tx.insert(venueSuppliers).values(
    SUPPLIER_KEYS.flatMap((key) =>
      DEMO_SUPPLIERS[key].venues.map((venue) => ({
        venueId: seed.venues[venue],
        supplierId: supplierIds[key],
      })),
    ),
  );

  await tx.insert(stationSuppliers).values(
    STATION_KEYS.flatMap((station) =>
      DEMO_STATION_SUPPLIERS[station].map((supplier) => {
        const venue = DEMO_STATION_VENUE[station];
        if (!DEMO_SUPPLIERS[supplier].venues.includes(venue)) {
          throw new Error(`Demo catalogue: ${supplier} is not a supplier of ${venue}`);
        }
        return {
          venueId: seed.venues[venue],
          stationId: seed.stations[station],
          supplierId: supplierIds[supplier],
        };
      }),
    ),
  );

  const contactKeys = Object.keys(DEMO_CONTACTS) as DemoContactKey[];
  const contactRows = await tx
    .insert(supplierContacts)
    .values(
      contactKeys.map((key) => {
        const c: ContactSeed = DEMO_CONTACTS[key];
        return {
          venueId: seed.venues[c.venue],
          supplierId: supplierIds[c.supplier],
          name: c.name,
          phone: c.phone,
          email: c.email,
        };
      }),
    )
    .returning({ id: supplierContacts.id, venueId: supplierContacts.venueId, name: supplierContacts.name });
  const contacts = Object.fromEntries(
    contactKeys.map((key) => {
      const c: ContactSeed = DEMO_CONTACTS[key];
      const row = contactRows.find((r) => r.venueId === seed.venues[c.venue] && r.name === c.name)!;
      return [key, { ...c, id: row.id }];
    }),
  ) as Record<DemoContactKey, DemoContact>;

  await tx.insert(supplierNotes).values(
    DEMO_NOTES.map((n) => ({
      venueId: seed.venues[n.venue],
      supplierId: supplierIds[n.supplier],
      userId: seed.users[n.user],
      timeToOrder: n.timeToOrder,
      timeToDeliver: n.timeToDeliver,
      daysInWeek: n.daysInWeek,
      note: n.note,
    })),
  );

  const articleRows = await tx
    .insert(articles)
    .values(
      SUPPLIER_KEYS.flatMap((key) => {
        const owner = DEMO_SUPPLIERS[key].articleOwner;
        return DEMO_ARTICLES[key].map((a) => ({
          supplierId: supplierIds[key],
          venueId: owner ? seed.venues[owner] : null,
          categoryId: categories[a.category],
          name: a.name,
          storeName: a.storeName,
          note: a.note,
          unit: a.unit,
          defaultPrice: a.price,
          verified: owner === null,
          createdById: owner ? seed.users[VENUE_ADMIN[owner]] : null,
        }));
      }),
    )
    .returning({ id: articles.id, supplierId: articles.supplierId, name: articles.name });
  const articleId = new Map(articleRows.map((row) => [`${row.supplierId}:${row.name}`, row.id]));

  const articlesBySupplier = Object.fromEntries(
    SUPPLIER_KEYS.map((key) => [
      key,
      DEMO_ARTICLES[key].map((a) => ({
        id: articleId.get(`${supplierIds[key]}:${a.name}`)!,
        supplier: key,
        name: a.name,
        unit: a.unit,
        categoryId: categories[a.category],
      })),
    ]),
  ) as Record<DemoSupplierKey, DemoArticle[]>;

  await tx.insert(stationArticleSettings).values(
    SUPPLIER_KEYS.flatMap((key) =>
      DEMO_ARTICLES[key].flatMap((a) =>
        (
          Object.entries(a.stations) as [DemoStationKey, NonNullable<(typeof a.stations)[DemoStationKey]>][]
        ).map(([station, setting]) => {
          if (!DEMO_STATION_SUPPLIERS[station].includes(key)) {
            throw new Error(
              `Demo catalogue: "${a.name}" has settings on ${station}, which does not order from ${key}`,
            );
          }
          return {
            venueId: seed.venues[DEMO_STATION_VENUE[station]],
            stationId: seed.stations[station],
            articleId: articleId.get(`${supplierIds[key]}:${a.name}`)!,
            isFavorite: setting.favorite,
            recommendedQuantity: setting.recommendedQuantity,
            comment: setting.comment,
          };
        }),
      ),
    ),
  );

  return {
    suppliers: supplierIds,
    categories,
    articles: articlesBySupplier,
    contacts,
    stationSuppliers: DEMO_STATION_SUPPLIERS,
  };
}

/** Categories are shared by every venue: reuse those that exist (case-insensitively), insert the rest. */
async function ensureCategories(tx: Executor): Promise<Record<DemoCategory, number>> {
  const lowered = DEMO_CATEGORIES.map((name) => name.toLowerCase());
  const existing = await tx
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(inArray(sql`lower(${articleCategories.name})`, lowered));
  const known = new Set(existing.map((row) => row.name.toLowerCase()));
  const missing = DEMO_CATEGORIES.filter((name) => !known.has(name.toLowerCase()));
  const inserted = missing.length
    ? await tx
        .insert(articleCategories)
        .values(missing.map((name) => ({ name })))
        .returning({ id: articleCategories.id, name: articleCategories.name })
    : [];
  const byName = new Map([...existing, ...inserted].map((row) => [row.name.toLowerCase(), row.id]));
  return Object.fromEntries(DEMO_CATEGORIES.map((name) => [name, byName.get(name.toLowerCase())!])) as Record<
    DemoCategory,
    number
  >;
}
