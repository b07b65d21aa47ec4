/**
 * The demo data (the seeded template every integration test copies) holds what the demo promises: eight accounts
 * that can log in, three venues on three plans, a catalogue with contacts, notes and favorites, and orders in
 * every status that obey the receive rules.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { UNITS } from '@/domain/shared/enums';
import { verifyPassword } from '@/server/modules/auth/auth.public';
import { createTestContext, type TestContext } from '@/test/app';
import { openPglite } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './demo';

describe('demo seed', () => {
  let ctx: TestContext;
  let bistroId: number;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

  beforeAll(async () => {
    ctx = await createTestContext();
    bistroId = (await one<{ id: number }>(sql`select id from venues where name = 'Bistro Demo'`)).id;
  });
  afterAll(() => ctx.close());

  describe('accounts and venues', () => {
    it('has the eight demo accounts, verified, enabled, with the demo password and their roles', async () => {
      const users = await rows<{
        email: string;
        role: string;
        venue: string | null;
        verified: boolean;
        disabled: boolean;
        can_send_orders: boolean;
        password_hash: string;
      }>(
        sql`select u.email, u.role, v.name as venue, u.verified, u.disabled, u.can_send_orders, u.password_hash
              from users u left join venues v on v.id = u.venue_id`,
      );
      const expected = {
        'superadmin@nabavka.test': ['ROLE_SUPERADMIN', null, true],
        'admin@nabavka.test': ['ROLE_ADMIN', 'Bistro Demo', true],
        'staff@nabavka.test': ['ROLE_USER', 'Bistro Demo', true],
        'viewer@nabavka.test': ['ROLE_USER', 'Bistro Demo', false],
        'kuvar@nabavka.test': ['ROLE_USER', 'Bistro Demo', true],
        'admin2@nabavka.test': ['ROLE_ADMIN', 'Kafana Druga', true],
        'admin3@nabavka.test': ['ROLE_ADMIN', 'Probni Restoran', true],
        'vlasnik@nabavka.test': ['ROLE_ADMIN', 'Bistro Demo', true],
      };
      expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(Object.keys(expected).sort());
      for (const [email, [role, venue, canSend]] of Object.entries(expected)) {
        const user = users.find((u) => u.email === email);
        expect(user, email).toBeDefined();
        expect(
          [user!.role, user!.venue, user!.can_send_orders, user!.verified, user!.disabled],
          email,
        ).toEqual([role, venue, canSend, true, false]);
        expect(await verifyPassword(user!.password_hash, DEMO_PASSWORD), email).toBe(true);
      }
    });

    it('makes the owner admin of Bistro Demo and Kafana Druga and staff of Probni Restoran', async () => {
      const memberships = await rows<{ venue: string; role: string; can_send_orders: boolean }>(
        sql`select v.name as venue, m.role, m.can_send_orders
              from venue_memberships m join venues v on v.id = m.venue_id join users u on u.id = m.user_id
             where u.email = 'vlasnik@nabavka.test' order by v.name`,
      );
      expect(memberships).toEqual([
        { venue: 'Bistro Demo', role: 'ROLE_ADMIN', can_send_orders: true },
        { venue: 'Kafana Druga', role: 'ROLE_ADMIN', can_send_orders: true },
        { venue: 'Probni Restoran', role: 'ROLE_USER', can_send_orders: false },
      ]);
      // Everyone else has exactly the home membership.
      const others = await rows<{ email: string; count: number }>(
        sql`select u.email, count(m.venue_id)::int as count from users u
              left join venue_memberships m on m.user_id = u.id
             where u.email <> 'vlasnik@nabavka.test' group by u.email`,
      );
      for (const other of others) {
        expect(other.count, other.email).toBe(other.email === 'superadmin@nabavka.test' ? 0 : 1);
      }
    });

    it('has three venues with their pibs and plans; Probni Restoran is FREE with the trial ended', async () => {
      const venues = await rows<{ name: string; pib: string; plan: string; trial_ended: boolean | null }>(
        sql`select v.name, v.pib, s.plan, s.trial_ends_at < now() as trial_ended
              from venues v join subscriptions s on s.venue_id = v.id order by v.name`,
      );
      expect(venues).toEqual([
        { name: 'Bistro Demo', pib: '100000016', plan: 'PRO', trial_ended: null },
        { name: 'Kafana Druga', pib: '100000024', plan: 'BASIC', trial_ended: null },
        { name: 'Probni Restoran', pib: '100000032', plan: 'FREE', trial_ended: true },
      ]);
    });

    it('gives Bistro Demo a kitchen, a bar and the warehouse Magacin', async () => {
      const stations = await rows<{ name: string; is_warehouse: boolean }>(
        sql`select name, is_warehouse from stations where venue_id = ${bistroId} and deleted_at is null order by name`,
      );
      expect(stations).toEqual([
        { name: 'Kuhinja', is_warehouse: false },
        { name: 'Magacin', is_warehouse: true },
        { name: 'Šank', is_warehouse: false },
      ]);
    });
  });

  describe('catalogue', () => {
    it('links Bistro Demo to at least six suppliers with valid, unique 9-digit pibs, one of them a market', async () => {
      const suppliers = await rows<{
        name: string;
        pib: string;
        venue_id: number | null;
        verified: boolean;
        is_market: boolean;
      }>(
        sql`select s.name, s.pib, s.venue_id, s.verified, s.is_market
              from suppliers s join venue_suppliers vs on vs.supplier_id = s.id
             where vs.venue_id = ${bistroId}`,
      );
      expect(suppliers.length).toBeGreaterThanOrEqual(6);
      expect(suppliers.filter((s) => s.is_market)).toHaveLength(1);
      // Shared catalogue suppliers are verified; the venue's own are not.
      expect(suppliers.some((s) => s.venue_id === null && s.verified)).toBe(true);
      expect(suppliers.some((s) => s.venue_id === bistroId && !s.verified)).toBe(true);
      for (const s of suppliers) {
        expect(s.verified, s.name).toBe(s.venue_id === null);
        expect(s.venue_id === null || s.venue_id === bistroId, s.name).toBe(true);
      }
      const all = await rows<{ pib: string }>(sql`select pib from suppliers`);
      expect(new Set(all.map((s) => s.pib)).size).toBe(all.length);
      for (const { pib } of all) {
        expect(pib).toMatch(/^\d{9}$/);
        expect(Number(pib.at(-1)), pib).toBe(pibCheckDigit(pib.slice(0, 8)));
      }
    });

    it('gives every venue supplier contacts of that venue, with phone-only and e-mail-only ones among them', async () => {
      const missing = await rows<{ name: string }>(
        sql`select s.name from venue_suppliers vs join suppliers s on s.id = vs.supplier_id
             where not exists (select 1 from supplier_contacts c
                                where c.supplier_id = vs.supplier_id and c.venue_id = vs.venue_id)`,
      );
      expect(missing).toEqual([]);
      const contacts = await rows<{ phone: string; email: string }>(
        sql`select phone, email from supplier_contacts where venue_id = ${bistroId}`,
      );
      expect(contacts.every((c) => c.phone !== '' || c.email !== '')).toBe(true);
      expect(contacts.some((c) => c.phone !== '' && c.email === '')).toBe(true);
      expect(contacts.some((c) => c.phone === '' && c.email !== '')).toBe(true);
      expect(contacts.some((c) => c.phone.startsWith('06'))).toBe(true);
      expect(contacts.some((c) => c.phone.startsWith('+381'))).toBe(true);
    });

    it('has a supplier note of Bistro Demo for each of its suppliers', async () => {
      const notes = await rows<{
        supplier_id: number;
        time_to_order: string;
        time_to_deliver: string;
        days_in_week: number[];
        note: string;
      }>(
        sql`select n.supplier_id, n.time_to_order, n.time_to_deliver, n.days_in_week, n.note
              from venue_suppliers vs
              left join supplier_notes n on n.supplier_id = vs.supplier_id and n.venue_id = vs.venue_id
             where vs.venue_id = ${bistroId}`,
      );
      for (const note of notes) {
        expect(note.supplier_id).not.toBeNull();
        expect(note.time_to_order).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(note.time_to_deliver).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(note.days_in_week.length).toBeGreaterThan(0);
        expect(note.days_in_week.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)).toBe(true);
        expect(note.note).not.toBe('');
      }
    });

    it('links every station to suppliers of its own venue; Magacin to the market supplier', async () => {
      const links = await rows<{
        station: string;
        venue: string;
        supplier: string;
        is_market: boolean;
        linked: boolean;
      }>(
        sql`select st.name as station, v.name as venue, s.name as supplier, s.is_market,
                   exists (select 1 from venue_suppliers vs
                            where vs.venue_id = st.venue_id and vs.supplier_id = s.id) as linked
              from station_suppliers ss
              join stations st on st.id = ss.station_id and st.venue_id = ss.venue_id
              join venues v on v.id = st.venue_id
              join suppliers s on s.id = ss.supplier_id`,
      );
      expect(links.every((l) => l.linked)).toBe(true);
      const bistro = links.filter((l) => l.venue === 'Bistro Demo');
      expect(bistro.filter((l) => l.station === 'Kuhinja').length).toBeGreaterThanOrEqual(5);
      expect(bistro.filter((l) => l.station === 'Šank').length).toBeGreaterThanOrEqual(3);
      expect(bistro.filter((l) => l.station === 'Magacin').some((l) => l.is_market)).toBe(true);
      const stationCount = await one<{ n: number }>(sql`select count(*)::int as n from stations`);
      expect(new Set(links.map((l) => `${l.venue}/${l.station}`)).size).toBe(stationCount.n);
    });

    it('gives each supplier of Bistro Demo and Kafana Druga at least ten articles in several categories, using every unit', async () => {
      const perSupplier = await rows<{ name: string; articles: number; categories: number }>(
        sql`select s.name, count(a.id)::int as articles, count(distinct a.category_id)::int as categories
              from suppliers s join articles a on a.supplier_id = s.id
             where exists (select 1 from venue_suppliers vs join venues v on v.id = vs.venue_id
                            where vs.supplier_id = s.id and v.name in ('Bistro Demo', 'Kafana Druga'))
             group by s.name`,
      );
      expect(perSupplier.length).toBeGreaterThanOrEqual(7);
      for (const s of perSupplier) {
        expect(s.articles, s.name).toBeGreaterThanOrEqual(10);
        expect(s.categories, s.name).toBeGreaterThanOrEqual(2);
      }
      const units = await rows<{ unit: string }>(sql`select distinct unit from articles`);
      expect(units.map((u) => u.unit).sort()).toEqual([...UNITS].sort());
      const prices = await one<{ missing: number }>(
        sql`select count(*)::int as missing from articles where default_price is null or default_price <= 0`,
      );
      expect(prices.missing).toBe(0);
    });

    it('has favorites, recommended quantities and comments per station, only for articles the station can order', async () => {
      const settings = await rows<{
        station: string;
        venue_ok: boolean;
        linked: boolean;
        is_favorite: boolean;
        recommended: string | null;
        comment: string;
        supplier: string;
        is_market: boolean;
      }>(
        sql`select st.name as station, sas.venue_id = st.venue_id as venue_ok,
                   exists (select 1 from station_suppliers ss
                            where ss.station_id = st.id and ss.supplier_id = a.supplier_id) as linked,
                   sas.is_favorite, sas.recommended_quantity::text as recommended, sas.comment,
                   s.name as supplier, s.is_market
              from station_article_settings sas
              join stations st on st.id = sas.station_id
              join articles a on a.id = sas.article_id
              join suppliers s on s.id = a.supplier_id
             where st.venue_id = ${bistroId}`,
      );
      expect(settings.every((s) => s.venue_ok && s.linked)).toBe(true);
      const favorites = (station: string) => settings.filter((s) => s.station === station && s.is_favorite);
      expect(new Set(favorites('Kuhinja').map((s) => s.supplier)).size).toBeGreaterThanOrEqual(3);
      expect(favorites('Šank').length).toBeGreaterThan(2);
      expect(favorites('Magacin').some((s) => s.is_market)).toBe(true);
      expect(settings.filter((s) => s.recommended !== null).length).toBeGreaterThan(5);
      expect(settings.every((s) => s.recommended === null || Number(s.recommended) > 0)).toBe(true);
      expect(settings.filter((s) => s.comment !== '').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('orders', () => {
    interface OrderRow {
      id: number;
      venue: string;
      station: string;
      status: string;
      deadline: string;
      order_number: string;
      is_custom: boolean;
      is_warehouse: boolean;
      is_market: boolean;
    }
    let orders: OrderRow[];
    let today: string;
    beforeAll(async () => {
      // The template was seeded before this test ran, possibly on the day before (a run across midnight).
      today = venueToday(new Date(inject('demoSeededAt')));
      orders = await rows<OrderRow>(
        sql`select o.id, v.name as venue, st.name as station, o.status, o.deadline::text as deadline, o.order_number,
                   o.is_custom, st.is_warehouse, s.is_market
              from orders o
              join venues v on v.id = o.venue_id
              join stations st on st.id = o.station_id
              join suppliers s on s.id = o.supplier_id`,
      );
    });

    it('has orders in every status in Bistro Demo, across its three stations', async () => {
      const bistro = orders.filter((o) => o.venue === 'Bistro Demo');
      expect(new Set(bistro.map((o) => o.status))).toEqual(
        new Set(['OPEN', 'IN_PROGRESS', 'INCOMPLETE', 'COMPLETED']),
      );
      for (const station of ['Kuhinja', 'Šank', 'Magacin']) {
        const statuses = new Set(bistro.filter((o) => o.station === station).map((o) => o.status));
        for (const status of ['OPEN', 'IN_PROGRESS', 'COMPLETED'])
          expect(statuses.has(status), `${station} ${status}`).toBe(true);
      }
      expect(bistro.filter((o) => o.status === 'INCOMPLETE').length).toBeGreaterThanOrEqual(2);
      expect(bistro.some((o) => o.status === 'OPEN' && o.deadline === addDays(today, 1))).toBe(true);
      const completedDeadlines = bistro
        .filter((o) => o.status === 'COMPLETED')
        .map((o) => o.deadline)
        .sort();
      expect(completedDeadlines[0]! <= addDays(today, -50)).toBe(true);
    });

    it('has orders in several statuses in Kafana Druga and one completed order in Probni Restoran', () => {
      const kafana = orders.filter((o) => o.venue === 'Kafana Druga');
      expect(kafana.length).toBeGreaterThanOrEqual(3);
      expect(new Set(kafana.map((o) => o.status)).size).toBeGreaterThanOrEqual(3);
      expect(orders.filter((o) => o.venue === 'Probni Restoran').map((o) => o.status)).toEqual(['COMPLETED']);
    });

    it('has exactly one order more than 24 hours overdue, in the Bistro kitchen, and one due yesterday', () => {
      // A deadline day ends at midnight; 24 hours later, i.e. from two days after it, the order is overdue.
      const overdue = orders.filter((o) => o.status === 'IN_PROGRESS' && o.deadline <= addDays(today, -2));
      expect(overdue.map((o) => [o.venue, o.station, o.deadline])).toEqual([
        ['Bistro Demo', 'Kuhinja', addDays(today, -3)],
      ]);
      expect(
        orders.filter(
          (o) => o.venue === 'Bistro Demo' && o.status === 'IN_PROGRESS' && o.deadline === addDays(today, -1),
        ),
      ).toHaveLength(1);
    });

    it('makes the warehouse order custom orders from the market supplier, and only the warehouse', () => {
      for (const o of orders) {
        expect(o.is_custom, o.order_number).toBe(o.is_warehouse);
        expect(o.is_custom, o.order_number).toBe(o.is_market);
      }
      expect(orders.some((o) => o.is_custom)).toBe(true);
    });

    it('numbers orders upper-case and unique per venue, and continues each venue sequence from the last number', async () => {
      for (const venue of ['Bistro Demo', 'Kafana Druga', 'Probni Restoran']) {
        const numbers = orders.filter((o) => o.venue === venue).map((o) => o.order_number);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const n of numbers) expect(n).toMatch(/^[A-Z0-9]+-\d{4,}$/);
        const highest = Math.max(...numbers.map((n) => Number(n.split('-').at(-1))));
        const { order_sequence } = await one<{ order_sequence: number }>(
          sql`select order_sequence from venues where name = ${venue}`,
        );
        expect(order_sequence, venue).toBe(highest);
        expect(highest, venue).toBe(numbers.length);
      }
    });

    it("references only the order's own venue: stations, contacts, suppliers, users and articles", async () => {
      const leaks = await one<Record<string, number>>(
        sql`select
              (select count(*)::int from orders o join stations st on st.id = o.station_id
                where st.venue_id <> o.venue_id) as stations,
              (select count(*)::int from orders o join supplier_contacts c on c.id = o.supplier_contact_id
                where c.venue_id <> o.venue_id or c.supplier_id <> o.supplier_id) as contacts,
              (select count(*)::int from orders o
                where not exists (select 1 from station_suppliers ss
                                   where ss.station_id = o.station_id and ss.supplier_id = o.supplier_id)) as suppliers,
              (select count(*)::int from orders o join users u
                  on u.id in (o.created_by_id, o.last_updated_by_id, o.sent_by_id)
                where u.venue_id <> o.venue_id) as users,
              (select count(*)::int from order_items i join orders o on o.id = i.order_id
                 join articles a on a.id = i.article_id
                where i.venue_id <> o.venue_id or a.supplier_id <> o.supplier_id
                   or (a.venue_id is not null and a.venue_id <> o.venue_id)
                   or i.name <> a.name or i.unit <> a.unit) as items`,
      );
      expect(leaks).toEqual({ stations: 0, contacts: 0, suppliers: 0, users: 0, items: 0 });
    });

    it('fills who and when: creator, sender and contact of sent orders, completion time of completed ones', async () => {
      const problems = await rows<{ order_number: string }>(
        sql`select order_number from orders
             where created_by_id is null or last_updated_by_id is null or created_at > now()
                or (status = 'OPEN') <> (sent_at is null)
                or (status <> 'OPEN' and (sent_by_id is null or supplier_contact_id is null
                                          or supplier_contact_number is null or sent_at < created_at))
                or (status = 'COMPLETED') <> (completed_at is not null)`,
      );
      expect(problems).toEqual([]);
    });

    it('keeps item statuses consistent with the order status', async () => {
      const items = await rows<{
        order_id: number;
        order_status: string;
        status: string;
        reason: string | null;
        amount_ok: boolean;
        delivered_ok: boolean | null;
        partial: boolean | null;
      }>(
        sql`select i.order_id, o.status as order_status, i.status, i.not_delivered_reason as reason,
                   i.amount > 0 as amount_ok,
                   i.delivered_amount > 0 and i.delivered_amount <= i.amount as delivered_ok,
                   i.delivered_amount < i.amount as partial
              from order_items i join orders o on o.id = i.order_id`,
      );
      for (const item of items) {
        expect(item.amount_ok).toBe(true);
        if (item.order_status === 'OPEN' || item.order_status === 'IN_PROGRESS')
          expect(item.status).toBe('PENDING');
        else expect(item.status).not.toBe('PENDING');
        if (item.order_status === 'COMPLETED') expect(item.status).not.toBe('INCOMPLETE');
        if (item.status === 'DELIVERED') expect([item.delivered_ok, item.reason]).toEqual([true, null]);
        if (item.status === 'NOT_DELIVERED') expect(item.reason).toBe('NOT_AVAILABLE');
        if (item.status === 'INCOMPLETE') expect(item.reason).toBe('ARRIVE_LATER');
        if (item.status === 'MOVE_TO_NEW') expect(item.reason).toBe('MOVE_TO_NEW');
        if (item.status === 'PENDING') expect(item.reason).toBeNull();
      }
      const incomplete = orders.filter((o) => o.status === 'INCOMPLETE');
      for (const order of incomplete) {
        expect(
          items.some((i) => i.order_id === order.id && i.status === 'INCOMPLETE'),
          order.order_number,
        ).toBe(true);
      }
      const kinds = new Set(items.map((i) => (i.partial ? 'PARTIAL' : i.status)));
      for (const kind of ['DELIVERED', 'PARTIAL', 'NOT_DELIVERED', 'INCOMPLETE', 'MOVE_TO_NEW', 'PENDING']) {
        expect(kinds.has(kind), kind).toBe(true);
      }
      expect(
        items.some((i) => i.order_status === 'COMPLETED' && i.partial) &&
          items.some((i) => i.order_status === 'COMPLETED' && i.status === 'NOT_DELIVERED'),
      ).toBe(true);
    });

    it('moves MOVE_TO_NEW items into an open order of the same venue, station and supplier', async () => {
      const moves = await rows<{
        same_place: boolean;
        target_status: string;
        copies: number;
        linked: boolean;
        origin_status: string;
      }>(
        sql`select t.venue_id = o.venue_id and t.station_id = o.station_id and t.supplier_id = o.supplier_id
                     and t.is_custom = o.is_custom as same_place,
                   t.status as target_status, o.status as origin_status,
                   (select count(*)::int from order_items c
                     where c.order_id = t.id and c.moved_from_item_id = i.id and c.article_id = i.article_id) as copies,
                   o.new_order_id = t.id as linked
              from order_items i
              join orders o on o.id = i.order_id
              join orders t on t.id = i.move_to_order_id
             where i.status = 'MOVE_TO_NEW'`,
      );
      const total = await one<{ n: number }>(
        sql`select count(*)::int as n from order_items where status = 'MOVE_TO_NEW'`,
      );
      expect(moves.length).toBe(total.n);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) {
        expect(move).toEqual({
          same_place: true,
          target_status: 'OPEN',
          copies: 1,
          linked: true,
          origin_status: 'INCOMPLETE',
        });
      }
    });
  });

  describe('on an empty database', () => {
    // Creating and migrating a new PGlite takes several seconds on a busy machine.
    it(
      'loads the demo on a freshly migrated database, dated by the Belgrade calendar',
      { timeout: 60_000 },
      async () => {
        const handle = await openPglite();
        try {
          await handle.migrate();
          expect(await isDatabaseEmpty(handle.db)).toBe(true);
          // 22:30 UTC on 31 March is already 1 April in Belgrade.
          const now = new Date('2024-03-31T22:30:00Z');
          const seed = await seedDemo(handle.db, { now });
          expect(await isDatabaseEmpty(handle.db)).toBe(false);
          expect(Object.keys(seed.catalogue.suppliers).length).toBeGreaterThanOrEqual(7);

          const deadlines = await queryRows<{ status: string; deadline: string }>(
            handle.db,
            sql`select status, deadline::text as deadline from orders where venue_id = ${seed.venues.bistro}`,
          );
          const overdue = deadlines.filter((o) => o.status === 'IN_PROGRESS' && o.deadline <= '2024-03-30');
          expect(overdue).toEqual([{ status: 'IN_PROGRESS', deadline: '2024-03-29' }]);
          expect(deadlines.some((o) => o.status === 'OPEN' && o.deadline === '2024-04-02')).toBe(true);
          const [future] = await queryRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from orders where created_at > ${now.toISOString()}::timestamptz
                 or sent_at > ${now.toISOString()}::timestamptz or completed_at > ${now.toISOString()}::timestamptz`,
          );
          expect(future!.n).toBe(0);
        } finally {
          await handle.close();
        }
      },
    );
  });
});

/** ISO 7064 MOD 11,10: the check digit of a Serbian pib. */
function pibCheckDigit(first8: string): number {
  let product = 10;
  for (const digit of first8) {
    let sum = (product + Number(digit)) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10;
}
