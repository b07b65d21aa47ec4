/**
 * The owner's group dashboard and group reports (docs/decisions/0037-venue-memberships.md): the demo owner administers
 * Bistro Demo and Kafana Druga and is staff of Probni Restoran. Every figure of a venue is the one that venue's own
 * screens show; the venue where the owner is staff is never counted; a non-owner is refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperations } from '@/domain/admin/admin.contract';
import { groupOverviewOperations } from '@/domain/groups/group-overview.contract';
import type { GroupOverview } from '@/domain/groups/group-overview.schemas';
import { groupReportOperations } from '@/domain/groups/group-reports.contract';
import type { GroupReport } from '@/domain/groups/group-reports.schemas';
import { reportOperations } from '@/domain/reports/reports.contract';
import { addDays, venueToday } from '@/domain/shared/dates';
import { invoices, venueMemberships } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { createTestContext, type TestContext } from '@/test/app';
import { DEMO } from '@/test/demo-context';
import { venueId } from '@/test/demo-lookup';
import { uniqueSefInvoice } from '@/test/invoice-fixtures';

const OWNER = DEMO.accounts.vlasnik.email;

describe('group dashboard and group reports (docs/decisions/0037-venue-memberships.md)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let probni: number;
  let range: { fromDate: string; toDate: string };

  const get = async (url: string, who: string = OWNER) => (await ctx.as(who))({ method: 'GET', url });
  const groupReport = async () => {
    const response = await get(`/api/analytics/group?fromDate=${range.fromDate}&toDate=${range.toDate}`);
    expect(response.statusCode).toBe(200);
    return response.json() as GroupReport;
  };
  /** A venue's own report total, as its own admin (the super admin reads any) sees it. */
  const venueTotal = async (venue: number) => {
    const response = await ctx.call('superAdmin', reportOperations.venue, {
      query: { venueId: String(venue), ...range, pageSize: '10' },
    });
    expect(response.statusCode).toBe(200);
    return Number((response.json() as { totalValue: string | null }).totalValue ?? '0');
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    probni = await venueId(ctx.db, DEMO.venues.probni);
    const today = venueToday(ctx.clock.now());
    range = { fromDate: addDays(today, -365), toDate: addDays(today, 30) };
  });
  afterAll(() => ctx.close());

  it('GET /analytics/group: the two administered venues split as their own reports count them', async () => {
    const report = await groupReport();
    expect(report.venues.map((venue) => venue.venueId).sort()).toEqual([bistro, kafana].sort());
    for (const venue of report.venues) {
      expect(Number(venue.value), venue.name).toBeCloseTo(await venueTotal(venue.venueId), 2);
    }
    const total = report.venues.reduce((sum, venue) => sum + Number(venue.value), 0);
    expect(total).toBeGreaterThan(0);
    // Suppliers and categories split the same total (all demo venues are in one currency).
    const suppliers = report.suppliers.reduce((sum, row) => sum + Number(row.value), 0);
    const categories = report.categories.reduce((sum, row) => sum + Number(row.value), 0);
    expect(suppliers).toBeCloseTo(total, 2);
    expect(categories).toBeCloseTo(total, 2);
    expect(report.suppliers.every((row) => row.venues >= 1 && row.venues <= 2)).toBe(true);
  });

  it('leaves out the venue where the owner is staff, and counts it once the owner administers it', async () => {
    const before = await groupReport();
    expect(before.venues.some((venue) => venue.venueId === probni)).toBe(false);
    const owner = await ctx.userId(OWNER);
    const setRole = (role: 'ROLE_ADMIN' | 'ROLE_USER') =>
      ctx.db
        .update(venueMemberships)
        .set({ role })
        .where(and(eq(venueMemberships.venueId, probni), eq(venueMemberships.userId, owner)));
    await setRole('ROLE_ADMIN');
    try {
      // The venue set is part of the cache key: the cached two-venue report is not answered.
      const after = await groupReport();
      expect(after.venues.map((venue) => venue.venueId).sort()).toEqual([bistro, kafana, probni].sort());
      const probniRow = after.venues.find((venue) => venue.venueId === probni)!;
      expect(Number(probniRow.value)).toBeCloseTo(await venueTotal(probni), 2);
    } finally {
      await setRole('ROLE_USER');
    }
    expect((await groupReport()).venues).toHaveLength(2);
  });

  it("answers anew when one venue's figures change: every included venue's report stamp is in the cache key", async () => {
    const before = await groupReport();
    const kafanaBefore = before.venues.find((venue) => venue.venueId === kafana)!;
    // A priced delivered line of Kafana Druga in the range turns out one more delivered (its triggers stamp the month).
    const [line] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select i.id from order_items i join orders o on o.venue_id = i.venue_id and o.id = i.order_id
            join articles a on a.id = i.article_id
            where o.venue_id = ${kafana} and o.status = 'COMPLETED' and i.status = 'DELIVERED'
              and coalesce(i.paid_price, i.unit_price, a.default_price) > 0
              and o.deadline between ${range.fromDate}::date and ${range.toDate}::date
            order by i.id limit 1`,
    );
    expect(line).toBeDefined();
    await ctx.db.execute(
      sql`update order_items set delivered_amount = coalesce(delivered_amount, amount) + 1 where id = ${line!.id}`,
    );
    const after = await groupReport();
    const kafanaAfter = after.venues.find((venue) => venue.venueId === kafana)!;
    expect(Number(kafanaAfter.value)).toBeGreaterThan(Number(kafanaBefore.value));
    expect(Number(kafanaAfter.value)).toBeCloseTo(await venueTotal(kafana), 2);
    // Bistro Demo's figure is untouched.
    expect(after.venues.find((venue) => venue.venueId === bistro)!.value).toBe(
      before.venues.find((venue) => venue.venueId === bistro)!.value,
    );
  });

  it('refuses group reports and the dashboard to an admin of one venue (403), and staff alike', async () => {
    for (const who of ['admin', 'staff', 'otherAdmin', 'superAdmin'] as const) {
      const report = await ctx.call(who, groupReportOperations.report, { query: range });
      expect(report.statusCode, who).toBe(403);
      const overview = await ctx.call(who, groupOverviewOperations.overview, {});
      expect(overview.statusCode, who).toBe(403);
    }
  });

  it("GET /group/overview: per administered venue the venue's own counts, this month's spend, invoices waiting", async () => {
    // A SEF invoice of Kafana Druga waiting for a decision, and one already accepted.
    const sef = {
      venueId: kafana,
      source: 'SEF' as const,
      kind: 'INVOICE' as const,
      supplierName: DEMO.suppliers.mesara,
      receivedAt: ctx.clock.now(),
      originalXml: uniqueSefInvoice().xml,
    };
    await ctx.db.insert(invoices).values([
      { ...sef, number: 'GRP-1', sefInvoiceId: 910001 },
      { ...sef, number: 'GRP-2', sefInvoiceId: 910002, decision: 'ACCEPTED' },
    ]);

    const response = await get('/api/group/overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json() as GroupOverview;
    const today = venueToday(ctx.clock.now());
    expect(overview.monthStart).toBe(`${today.slice(0, 8)}01`);
    expect(overview.venues.map((venue) => venue.name)).toEqual([DEMO.venues.bistro, DEMO.venues.kafana]);

    for (const venue of overview.venues) {
      const detail = await ctx.call('superAdmin', adminOperations.venue, {
        params: { venueId: String(venue.venueId) },
      });
      const { stats } = detail.json() as {
        stats: { openOrders: number; expectedOrders: number; overdueOrders: number };
      };
      expect([venue.open, venue.expected, venue.overdue], venue.name).toEqual([
        stats.openOrders,
        stats.expectedOrders,
        stats.overdueOrders,
      ]);
      const month = await ctx.call('superAdmin', reportOperations.venue, {
        query: {
          venueId: String(venue.venueId),
          fromDate: overview.monthStart,
          toDate: today,
          pageSize: '10',
        },
      });
      const monthValue = Number((month.json() as { totalValue: string | null }).totalValue ?? '0');
      expect(Number(venue.spendThisMonth), venue.name).toBeCloseTo(monthValue, 2);
      expect(venue.currency).toBe('RSD');
    }
    const [bistroCard, kafanaCard] = overview.venues;
    expect(bistroCard!.current).toBe(true);
    expect(kafanaCard!.current).toBe(false);
    expect(kafanaCard!.invoicesWaiting).toBe(1);
    // Bistro Demo is PRO (price history); Kafana Druga is BASIC: no price rises to tell.
    expect(Array.isArray(bistroCard!.risingSuppliers)).toBe(true);
    expect(kafanaCard!.risingSuppliers).toBeNull();
    // The demo's overdue order (docs: README) is Bistro Demo's.
    expect(bistroCard!.overdue).toBeGreaterThan(0);
  });
});
