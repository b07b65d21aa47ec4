/**
 * No request, whatever its content, gets a 5xx or changes anything when it is refused (decision 0007). Every operation
 * of the app's own OpenAPI document is sent a plausible request (the authorization policy's example where there is
 * one, else one derived from the schemas) and then that request with one position at a time replaced by hostile
 * input: wrong types, missing and unknown fields, control characters and RTL text, 1 MB strings, huge and negative
 * numbers, non-canonical ids, arrays for objects, deep nesting, broken JSON and content types. As a venue admin
 * and as staff, and (with fewer draws per position) as a venue admin and as staff who each belong to a second venue
 * with the other role (docs/decisions/0037-venue-memberships.md). The draw is seeded: FUZZ_SEED=<n> replays or varies
 * it; FUZZ_PER_POSITION=<n> widens it.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@/domain/errors';
import { defaultDeadline } from '@/domain/orders/deadline';
import { venueToday } from '@/domain/shared/dates';
import { ACCESS_POLICY } from '@/test/access-policy';
import { ROLE_ACCOUNTS } from '@/test/access-rules';
import { createTestContext } from '@/test/app';
import { demoActor, demoContext, demoIds } from '@/test/demo-context';
import { fuzzCases, schemaBaseline } from '@/test/fuzz/fuzz-cases';
import { seededRandom, seedOf } from '@/test/fuzz/random';
import { watchRowChanges } from '@/test/fuzz/row-changes';
import { createTwoVenueCallers } from '@/test/two-venue-callers';
import type { ValuePools } from '@/test/fuzz/schema-values';
import { apiOperations } from '@/test/openapi-operations';
import { queryRows } from '@/server/db/sql';

const SEED = Number(process.env.FUZZ_SEED ?? 8);
const PER_POSITION = Number(process.env.FUZZ_PER_POSITION ?? 6);
const FUZZED_ROLES = ['admin', 'staff', 'twoVenueAdmin', 'twoVenueStaff'] as const;
/** The two-venue callers repeat the demo roles' requests in a second venue's account: a few draws suffice. */
const TWO_VENUE_PER_POSITION = Math.max(1, Math.floor(PER_POSITION / 3));

const ctx = await createTestContext();
afterAll(() => ctx.close());
const ids = await demoIds(ctx);
const twoVenueCallers = await createTwoVenueCallers(ctx, ids.venue);
const changes = await watchRowChanges(ctx.db);

const pools: ValuePools = {
  ids: (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from stations union select id from suppliers union select id from venues
          union select id from orders union select id from order_items union select id from supplier_contacts
          union select id from (select id from articles order by id limit 40) as a`,
    )
  ).map((row) => row.id),
  texts: [
    defaultDeadline(venueToday(new Date())),
    '2030-01-01',
    '1',
    '2.5',
    'OPEN',
    'IN_PROGRESS,INCOMPLETE',
    'true',
    'fuzz@nabavka.test',
    '+381641234567',
    'Demo_1234',
  ],
};

/** What is wrong with the answer, if anything. */
function problemWith(
  response: LightMyRequestResponse,
  mustRefuse: boolean,
  changedRows: number,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return mustRefuse ? `accepted it with ${status}` : undefined;
  if (changedRows !== 0) return `refused it with ${status} but changed ${changedRows} rows`;
  const code = (response.json() as { code?: unknown }).code;
  return isErrorCode(code)
    ? undefined
    : `refused it with ${status} without a catalogue code: ${response.body}`;
}

describe(`API fuzz (FUZZ_SEED=${SEED})`, () => {
  for (const operation of apiOperations(ctx.app)) {
    it(
      `${operation.key}: nothing gets a 5xx, and a refusal changes nothing`,
      { timeout: 60_000 },
      async () => {
        const problems: string[] = [];
        for (const role of FUZZED_ROLES) {
          const email = ROLE_ACCOUNTS[role];
          const twoVenues =
            role === 'twoVenueAdmin' || role === 'twoVenueStaff' ? twoVenueCallers[role] : undefined;
          const random = seededRandom(seedOf(`${operation.key} as ${role}`, SEED));
          const entry = ACCESS_POLICY[operation.key];
          const baseline = entry
            ? await entry.example(demoContext(ctx, ids, twoVenues ?? demoActor(email)))
            : schemaBaseline(operation, random, pools);
          const headers = twoVenues
            ? { authorization: twoVenues.authorization }
            : await ctx.authHeader(email);
          const perPosition = twoVenues ? TWO_VENUE_PER_POSITION : PER_POSITION;
          let changed = await changes.count();
          for (const fuzzCase of fuzzCases(operation, baseline, random, pools, perPosition)) {
            const response = await ctx.app.inject(fuzzCase.options(headers));
            const before = changed;
            changed = await changes.count();
            const problem = problemWith(response, fuzzCase.mustRefuse, changed - before);
            if (problem) problems.push(`${role}, ${fuzzCase.label}: ${problem}`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  }
});
