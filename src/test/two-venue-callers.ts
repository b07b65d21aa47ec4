/**
 * Callers who belong to two venues (docs/decisions/0037-venue-memberships.md), for the authorization matrix and the
 * fuzz: each is a copy of a demo role's account (its venue, role, rights, station links and password) with one more
 * membership, in the other demo venue and with the other role. The access token names the copied account's venue, so
 * every operation must answer exactly as it answers the copied role: the second membership grants nothing there.
 */
import { eq } from 'drizzle-orm';
import { stationUsers, users, venueMemberships } from '@/server/db/schema';
import type { TestContext } from './app';
import { roleEmail } from './call';
import { KAFANA } from './demo-context';
import { venueId } from './demo-lookup';

/**
 * The demo role each caller copies, and the role of the extra membership in the other venue. Their addresses contain
 * no demo address ("…staff@nabavka.test" would read as Bistro Demo's staff in the other venue's answers).
 */
export const TWO_VENUE_CALLERS = {
  /** Bistro Demo's admin who is also staff of Kafana Druga. */
  twoVenueAdmin: { copies: 'admin', otherRole: 'ROLE_USER', email: 'two-venues-a@nabavka.test' },
  /** Bistro Demo's staff who is also the admin of Kafana Druga. */
  twoVenueStaff: { copies: 'staff', otherRole: 'ROLE_ADMIN', email: 'two-venues-s@nabavka.test' },
  /** Bistro Demo's admin who is also the admin of Kafana Druga: an owner, whom the group routes answer. */
  twoVenueOwner: { copies: 'admin', otherRole: 'ROLE_ADMIN', email: 'two-venues-o@nabavka.test' },
  /** Bistro Demo's staff who is also staff of Kafana Druga. */
  twoVenueCook: { copies: 'staff', otherRole: 'ROLE_USER', email: 'two-venues-c@nabavka.test' },
  /** Kafana Druga's admin who is also staff of Bistro Demo, signed in to Kafana Druga. */
  twoVenueOtherAdmin: {
    copies: 'otherAdmin',
    otherRole: 'ROLE_USER',
    email: 'two-venues-other@nabavka.test',
  },
} as const;

export type TwoVenueCaller = keyof typeof TWO_VENUE_CALLERS;

export interface TwoVenueAccount {
  email: string;
  name: string;
  phone: string;
  /** The access token, signed once for the copied venue and role (a switch the matrix sends does not move it). */
  authorization: string;
}

/** Creates the callers in the context's database; their tokens and the actor data the examples use. */
export async function createTwoVenueCallers(
  ctx: TestContext,
  bistroId: number,
): Promise<Record<TwoVenueCaller, TwoVenueAccount>> {
  const kafanaId = await venueId(ctx.db, KAFANA);
  const made = {} as Record<TwoVenueCaller, TwoVenueAccount>;
  let phoneSuffix = 100;
  for (const [caller, spec] of Object.entries(TWO_VENUE_CALLERS) as [
    TwoVenueCaller,
    (typeof TWO_VENUE_CALLERS)[TwoVenueCaller],
  ][]) {
    const [source] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, roleEmail(spec.copies)));
    if (!source || source.venueId === null) throw new Error(`No venue account for ${spec.copies}`);
    const { id: sourceId, createdAt: _created, updatedAt: _updated, ...copied } = source;
    const name = `Two Venues ${caller}`;
    // A phone of its own: the copied account's is a text only its venue may show (the matrix's leak scan).
    phoneSuffix += 1;
    const phone = `+381609999${phoneSuffix}`;
    const [row] = await ctx.db
      .insert(users)
      .values({ ...copied, email: spec.email, name, phone })
      .returning({ id: users.id });
    const links = await ctx.db.select().from(stationUsers).where(eq(stationUsers.userId, sourceId));
    if (links.length > 0) {
      await ctx.db.insert(stationUsers).values(links.map((link) => ({ ...link, userId: row!.id })));
    }
    const otherVenue = source.venueId === bistroId ? kafanaId : bistroId;
    await ctx.db
      .insert(venueMemberships)
      .values({ venueId: otherVenue, userId: row!.id, role: spec.otherRole });
    const token = ctx.app.signAccessToken({ userId: row!.id, role: source.role, venueId: source.venueId });
    made[caller] = {
      email: spec.email,
      name,
      phone,
      authorization: `Bearer ${token}`,
    };
  }
  return made;
}
