/**
 * The authorization matrix: every operation of the app's OpenAPI document, sent as every role of access-rules.ts
 * with the example of its entry in access-policy.ts (Bistro Demo's real ids, so to Kafana Druga's admin they are
 * another venue's), must get exactly the outcome the policy gives. An operation without an entry fails, and so
 * does an entry without an operation. Every 2xx is read for the texts only the other venue holds: a Bistro Demo
 * account must never see Kafana Druga's names, Kafana Druga's admin never Bistro Demo's, an anonymous caller
 * neither's. Callers in two venues (two-venue-callers.ts) get what the role they copy gets in the venue of their
 * token, and only their own list of venues names the other one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_POLICY } from '@/test/access-policy';
import { ACCESS_ROLES, type AccessRole, type Outcome, ROLE_ACCOUNTS } from '@/test/access-rules';
import { createTestContext } from '@/test/app';
import { DEMO, demoActor, demoContext, demoIds, KAFANA } from '@/test/demo-context';
import { venueId } from '@/test/demo-lookup';
import { apiOperations, injectOptions } from '@/test/openapi-operations';
import { leakedTexts, venueOnlyTexts } from '@/test/tenant-texts';
import { createTwoVenueCallers, TWO_VENUE_CALLERS } from '@/test/two-venue-callers';

const ctx = await createTestContext();
afterAll(() => ctx.close());
const ids = await demoIds(ctx);
const operations = apiOperations(ctx.app);

const bistroOnly = await venueOnlyTexts(ctx.db, ids.venue);
const kafanaOnly = await venueOnlyTexts(ctx.db, await venueId(ctx.db, KAFANA));
// Made after the texts: their own names and phones belong to both venues.
const twoVenueCallers = await createTwoVenueCallers(ctx, ids.venue);
const isTwoVenueCaller = (role: AccessRole): role is keyof typeof TWO_VENUE_CALLERS =>
  role in TWO_VENUE_CALLERS;
/** The answers that may name both of a two-venue caller's venues: their list, the switch, an owner's group views. */
const NAMES_BOTH_VENUES = new Set([
  'GET /api/me/venues',
  'POST /api/me/venue',
  'GET /api/group/overview',
  'GET /api/analytics/group',
]);

/** What each role's answers must not contain; the super admin sees every venue. */
const FOREIGN_TEXTS: Record<AccessRole, readonly string[]> = {
  anonymous: [...bistroOnly, ...kafanaOnly],
  staff: kafanaOnly,
  viewer: kafanaOnly,
  admin: kafanaOnly,
  otherAdmin: bistroOnly,
  superAdmin: [],
  twoVenueAdmin: kafanaOnly,
  twoVenueStaff: kafanaOnly,
  twoVenueOtherAdmin: bistroOnly,
  twoVenueOwner: kafanaOnly,
  twoVenueCook: kafanaOnly,
};

function matches(status: number, outcome: Outcome): boolean {
  return outcome === 'ok' ? status >= 200 && status < 300 : status === outcome;
}

describe('the authorization policy', () => {
  it('has an entry for every operation, and no entry for an operation that does not exist', () => {
    const keys = operations.map((operation) => operation.key);
    expect(keys.filter((key) => !(key in ACCESS_POLICY))).toEqual([]);
    expect(Object.keys(ACCESS_POLICY).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('knows texts unique to each venue, so the leak scan can fail', () => {
    expect(kafanaOnly).toEqual(
      expect.arrayContaining([
        DEMO.venues.kafana,
        DEMO.suppliers.kafanaNabavka,
        DEMO.contacts.kafanaMlekaraPetar.name,
      ]),
    );
    expect(bistroOnly).toEqual(
      expect.arrayContaining([DEMO.venues.bistro, DEMO.suppliers.pekara, DEMO.contacts.mesaraMilan.name]),
    );
  });
});

describe('the authorization matrix', () => {
  for (const operation of operations) {
    const entry = ACCESS_POLICY[operation.key];
    if (!entry) continue;
    describe(operation.key, () => {
      for (const role of ACCESS_ROLES) {
        const expected = entry.expect[role];
        it(`${role}: ${expected}`, async () => {
          const email = role === 'anonymous' ? undefined : ROLE_ACCOUNTS[role];
          const twoVenues = isTwoVenueCaller(role) ? twoVenueCallers[role] : undefined;
          const actor = twoVenues ?? (email ? demoActor(email) : undefined);
          const request = await entry.example(demoContext(ctx, ids, actor));
          const headers = twoVenues
            ? { authorization: twoVenues.authorization }
            : email
              ? await ctx.authHeader(email)
              : {};
          const response = await ctx.app.inject(injectOptions(operation, request, headers));
          expect(
            matches(response.statusCode, expected),
            `${operation.key} as ${role}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 300)}`,
          ).toBe(true);
          if (response.statusCode < 300 && entry.undo) {
            await entry.undo(ctx, response.json());
          }
          const foreign = twoVenues && NAMES_BOTH_VENUES.has(operation.key) ? [] : FOREIGN_TEXTS[role];
          if (response.statusCode < 300) expect(leakedTexts(response.body, foreign)).toEqual([]);
        });
      }
    });
  }
});
