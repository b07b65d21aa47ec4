/**
 * The demo data: loaded on an empty embedded database by `npm start`, by `npm run db:seed`, and as the fixture of
 * every integration and e2e test. Dates are relative to `now`, so "overdue" and "tomorrow" stay true.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import {
  planPrices,
  stations,
  stationUsers,
  subscriptions,
  users,
  venueCategories,
  venueCategoryLinks,
  venueMemberships,
  venues,
} from '@/server/db/schema';
import type { Role } from '@/domain/shared/enums';
import { hashPassword } from '@/server/modules/auth/auth.public';
import { seedDemoCatalogue, type DemoCatalogue } from './demo-catalogue';
import { seedDemoOrders } from './demo-orders';

export const DEMO_PASSWORD = 'Demo_1234';

interface DemoAccount {
  key: 'superadmin' | 'admin' | 'staff' | 'viewer' | 'kuvar' | 'admin2' | 'admin3' | 'vlasnik';
  email: string;
  name: string;
  phone: string;
  role: Role;
  venue: 'bistro' | 'kafana' | 'probni' | null;
  canSendOrders: boolean;
  /** The order limit (docs/PRODUCT.md#order-limits); absent is none. */
  orderLimit?: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'superadmin',
    email: 'superadmin@nabavka.test',
    name: 'Super Admin',
    phone: '+381601000000',
    role: 'ROLE_SUPERADMIN',
    venue: null,
    canSendOrders: true,
    description: 'super admin (all venues)',
  },
  {
    key: 'admin',
    email: 'admin@nabavka.test',
    name: 'Marko Petrović',
    phone: '+381601000001',
    role: 'ROLE_ADMIN',
    venue: 'bistro',
    canSendOrders: true,
    description: 'admin of Bistro Demo (PRO)',
  },
  {
    key: 'staff',
    email: 'staff@nabavka.test',
    name: 'Jelena Jovanović',
    phone: '+381601000002',
    role: 'ROLE_USER',
    venue: 'bistro',
    canSendOrders: true,
    description: 'staff of Bistro Demo, may send orders',
  },
  {
    key: 'viewer',
    email: 'viewer@nabavka.test',
    name: 'Nikola Nikolić',
    phone: '+381601000003',
    role: 'ROLE_USER',
    venue: 'bistro',
    canSendOrders: false,
    description: 'staff of Bistro Demo, may not send orders',
  },
  {
    key: 'kuvar',
    email: 'kuvar@nabavka.test',
    name: 'Stefan Kuvar',
    phone: '+381601000006',
    role: 'ROLE_USER',
    venue: 'bistro',
    canSendOrders: true,
    orderLimit: '5000.00',
    description: 'staff of Bistro Demo (Kuhinja), order limit 5.000 RSD',
  },
  {
    key: 'admin2',
    email: 'admin2@nabavka.test',
    name: 'Dragan Đorđević',
    phone: '+381601000004',
    role: 'ROLE_ADMIN',
    venue: 'kafana',
    canSendOrders: true,
    description: 'admin of Kafana Druga (BASIC)',
  },
  {
    key: 'admin3',
    email: 'admin3@nabavka.test',
    name: 'Milica Ilić',
    phone: '+381601000005',
    role: 'ROLE_ADMIN',
    venue: 'probni',
    canSendOrders: true,
    description: 'admin of Probni Restoran (FREE, trial ended)',
  },
  {
    // The owner (docs/decisions/0037-venue-memberships.md): home Bistro Demo; its other memberships are in
    // DEMO_EXTRA_MEMBERSHIPS.
    key: 'vlasnik',
    email: 'vlasnik@nabavka.test',
    name: 'Vesna Vlasnik',
    phone: '+381601000007',
    role: 'ROLE_ADMIN',
    venue: 'bistro',
    canSendOrders: true,
    description: 'owner: admin of Bistro Demo and Kafana Druga, staff of Probni Restoran',
  },
];

/**
 * Memberships beyond the accounts' home venues (docs/decisions/0037-venue-memberships.md): the owner administers a
 * second venue and works as staff in a third, which a group view must leave out.
 */
export const DEMO_EXTRA_MEMBERSHIPS = [
  { account: 'vlasnik', venue: 'kafana', role: 'ROLE_ADMIN', canSendOrders: true },
  { account: 'vlasnik', venue: 'probni', role: 'ROLE_USER', canSendOrders: false },
] as const satisfies readonly {
  account: DemoAccount['key'];
  venue: 'bistro' | 'kafana' | 'probni';
  role: 'ROLE_ADMIN' | 'ROLE_USER';
  canSendOrders: boolean;
}[];

export type DemoAccountKey = DemoAccount['key'];
export type DemoVenueKey = 'bistro' | 'kafana' | 'probni';
export type DemoStationKey = 'kuhinja' | 'sank' | 'magacin' | 'kafanaKuhinja' | 'probniBar';

/** Ids of what the seed created, for the catalogue and order seeds (and for tests that need an id). */
export interface DemoSeed {
  venues: Record<DemoVenueKey, number>;
  users: Record<DemoAccountKey, number>;
  stations: Record<DemoStationKey, number>;
  catalogue: DemoCatalogue;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select exists(select 1 from users) as found`);
  return !row?.found;
}

const DAY = 24 * 60 * 60 * 1000;

/** Loads the whole demo in one transaction: all of it or nothing. */
export async function seedDemo(db: Database, options: { now?: Date } = {}): Promise<DemoSeed> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const categoryIds = await venueCategoryIds(tx);

    const [bistro, kafana, probni] = await tx
      .insert(venues)
      .values([
        {
          name: 'Bistro Demo',
          businessName: 'Bistro Demo DOO',
          address: 'Knez Mihailova 10, Beograd',
          pib: '100000016',
          phoneNumber: '+381111000001',
          email: 'bistro@nabavka.test',
        },
        {
          name: 'Kafana Druga',
          businessName: 'Kafana Druga DOO',
          address: 'Zmaj Jovina 5, Novi Sad',
          pib: '100000024',
          phoneNumber: '+381211000002',
          email: 'kafana@nabavka.test',
        },
        {
          name: 'Probni Restoran',
          businessName: 'Probni Restoran DOO',
          address: 'Obrenovićeva 1, Niš',
          pib: '100000032',
          phoneNumber: '+381181000003',
          email: 'probni@nabavka.test',
        },
      ])
      .returning({ id: venues.id });
    const venueIds: Record<DemoVenueKey, number> = {
      bistro: bistro!.id,
      kafana: kafana!.id,
      probni: probni!.id,
    };

    await tx.insert(venueCategoryLinks).values([
      { venueId: venueIds.bistro, categoryId: categoryIds.get('mediterranean')! },
      { venueId: venueIds.bistro, categoryId: categoryIds.get('national')! },
      { venueId: venueIds.kafana, categoryId: categoryIds.get('national')! },
      { venueId: venueIds.kafana, categoryId: categoryIds.get('barbecue')! },
      { venueId: venueIds.probni, categoryId: categoryIds.get('italian')! },
    ]);

    await tx.insert(subscriptions).values([
      { venueId: venueIds.bistro, plan: 'PRO', departmentLimit: 10 },
      { venueId: venueIds.kafana, plan: 'BASIC', departmentLimit: 2 },
      {
        venueId: venueIds.probni,
        plan: 'FREE',
        departmentLimit: 2,
        trialEndsAt: new Date(now.getTime() - 2 * DAY),
      },
    ]);
    // The demo's plan prices (docs/PRODUCT.md#plan-prices): what /pricing and the plan dialog show.
    await tx.insert(planPrices).values([
      { plan: 'FREE', monthlyPrice: '0' },
      { plan: 'BASIC', monthlyPrice: '2990' },
      { plan: 'PRO', monthlyPrice: '5990' },
    ]);

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          name: account.name,
          phone: account.phone,
          passwordHash,
          role: account.role,
          venueId: account.venue ? venueIds[account.venue] : null,
          verified: true,
          canSendOrders: account.canSendOrders,
          orderLimit: account.orderLimit ?? null,
          finishedOnboarding: account.role === 'ROLE_ADMIN' || account.role === 'ROLE_SUPERADMIN',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userIds = Object.fromEntries(
      DEMO_ACCOUNTS.map((account) => [account.key, userRows.find((row) => row.email === account.email)!.id]),
    ) as Record<DemoAccountKey, number>;

    // The home memberships come from the users rows (the trigger of migration 0044); these are the others.
    await tx.insert(venueMemberships).values(
      DEMO_EXTRA_MEMBERSHIPS.map((membership) => ({
        venueId: venueIds[membership.venue],
        userId: userIds[membership.account],
        role: membership.role,
        canSendOrders: membership.canSendOrders,
      })),
    );

    const stationRows = await tx
      .insert(stations)
      .values([
        { venueId: venueIds.bistro, name: 'Kuhinja' },
        { venueId: venueIds.bistro, name: 'Šank' },
        { venueId: venueIds.bistro, name: 'Magacin', isWarehouse: true },
        { venueId: venueIds.kafana, name: 'Kuhinja' },
        { venueId: venueIds.probni, name: 'Bar' },
      ])
      .returning({ id: stations.id });
    const [kuhinja, sank, magacin, kafanaKuhinja, probniBar] = stationRows.map((row) => row.id) as number[];
    const stationIds: Record<DemoStationKey, number> = {
      kuhinja: kuhinja!,
      sank: sank!,
      magacin: magacin!,
      kafanaKuhinja: kafanaKuhinja!,
      probniBar: probniBar!,
    };

    // Staff see the stations they are linked to; admins see every station of their venue.
    await tx.insert(stationUsers).values([
      { venueId: venueIds.bistro, stationId: stationIds.kuhinja, userId: userIds.staff },
      { venueId: venueIds.bistro, stationId: stationIds.sank, userId: userIds.staff },
      { venueId: venueIds.bistro, stationId: stationIds.magacin, userId: userIds.staff },
      { venueId: venueIds.bistro, stationId: stationIds.kuhinja, userId: userIds.viewer },
      { venueId: venueIds.bistro, stationId: stationIds.sank, userId: userIds.viewer },
      { venueId: venueIds.bistro, stationId: stationIds.kuhinja, userId: userIds.kuvar },
      { venueId: venueIds.bistro, stationId: stationIds.kuhinja, userId: userIds.admin },
      { venueId: venueIds.bistro, stationId: stationIds.sank, userId: userIds.admin },
      { venueId: venueIds.bistro, stationId: stationIds.magacin, userId: userIds.admin },
      { venueId: venueIds.kafana, stationId: stationIds.kafanaKuhinja, userId: userIds.admin2 },
      { venueId: venueIds.probni, stationId: stationIds.probniBar, userId: userIds.admin3 },
      { venueId: venueIds.probni, stationId: stationIds.probniBar, userId: userIds.vlasnik },
    ]);

    const base = { venues: venueIds, users: userIds, stations: stationIds };
    const catalogue = await seedDemoCatalogue(tx, base);
    const seed: DemoSeed = { ...base, catalogue };
    await seedDemoOrders(tx, seed, now);
    return seed;
  });
}

async function venueCategoryIds(tx: Executor): Promise<Map<string, number>> {
  const rows = await tx.select().from(venueCategories);
  return new Map(rows.map((row) => [row.code, row.id]));
}
