/**
 * The vocabulary of the authorization policy (access-policy.ts): who asks, what they must get, and one helper per
 * kind of route so a new entry is one line plus its example request.
 */
import type { TestContext } from './app';
import type { DemoContext } from './demo-context';
import type { ApiRequest } from './openapi-operations';
import { roleEmail } from './call';
import { TWO_VENUE_CALLERS } from './two-venue-callers';

/**
 * Who sends the request. Staff and the viewer belong to Bistro Demo (the viewer may not send orders and is not
 * linked to the warehouse); the other admin runs Kafana Druga and sends Bistro Demo's ids; the super admin has
 * no venue. The two-venue callers (two-venue-callers.ts) are copies of admin, staff and the other admin with a
 * membership in the other demo venue too: they must get what the role they copy gets.
 */
export const ACCESS_ROLES = [
  'anonymous',
  'staff',
  'viewer',
  'admin',
  'otherAdmin',
  'superAdmin',
  'twoVenueAdmin',
  'twoVenueStaff',
  'twoVenueOtherAdmin',
  'twoVenueOwner',
  'twoVenueCook',
] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The accounts behind the roles: the README's demo accounts, and the two-venue callers the tests create. */
export const ROLE_ACCOUNTS: Record<Exclude<AccessRole, 'anonymous'>, string> = {
  staff: roleEmail('staff'),
  viewer: roleEmail('viewer'),
  admin: roleEmail('admin'),
  otherAdmin: roleEmail('otherAdmin'),
  superAdmin: roleEmail('superAdmin'),
  twoVenueAdmin: TWO_VENUE_CALLERS.twoVenueAdmin.email,
  twoVenueStaff: TWO_VENUE_CALLERS.twoVenueStaff.email,
  twoVenueOtherAdmin: TWO_VENUE_CALLERS.twoVenueOtherAdmin.email,
  twoVenueOwner: TWO_VENUE_CALLERS.twoVenueOwner.email,
  twoVenueCook: TWO_VENUE_CALLERS.twoVenueCook.email,
};

/** 'ok' is any 2xx; a number is the exact refusal status. */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409;
export type Expectations = Record<AccessRole, Outcome>;
type DemoExpectations = Omit<Expectations, keyof typeof TWO_VENUE_CALLERS>;

export interface AccessEntry {
  /** The request every role sends, built from Bistro Demo's ids (a fresh row where the request uses one up). */
  example(demo: DemoContext): ApiRequest | Promise<ApiRequest>;
  expect: Expectations;
  /**
   * Undoes what a successful request made that would change later entries' answers (a venue registered by the caller
   * would make them an owner, whom the group routes answer).
   */
  undo?(ctx: TestContext, body: unknown): Promise<void>;
}

type Example = AccessEntry['example'];

/** A two-venue caller gets what the role it copies gets, unless the entry says otherwise. */
const entry = (example: Example, base: DemoExpectations, exceptions: Partial<Expectations>): AccessEntry => {
  const demo = { ...base, ...exceptions };
  return {
    example,
    expect: {
      twoVenueAdmin: demo.admin,
      twoVenueStaff: demo.staff,
      twoVenueOtherAdmin: demo.otherAdmin,
      twoVenueOwner: demo.admin,
      twoVenueCook: demo.staff,
      ...demo,
    },
  };
};

/**
 * Work inside a venue (docs/PRODUCT.md#roles): its people may, anyone else's ids are not found (404, like a row that
 * does not exist), and the super admin, who has no venue, is refused.
 */
export const venueRoute = (example: Example, exceptions: Partial<Expectations> = {}) =>
  entry(
    example,
    { anonymous: 401, staff: 'ok', viewer: 'ok', admin: 'ok', otherAdmin: 404, superAdmin: 403 },
    exceptions,
  );

/**
 * A venue admin's work (ROLE_ADMIN: docs/PRODUCT.md#role-venue-admin): staff are refused before anything is looked
 * up.
 */
export const venueAdminRoute = (example: Example, exceptions: Partial<Expectations> = {}) =>
  entry(
    example,
    { anonymous: 401, staff: 403, viewer: 403, admin: 'ok', otherAdmin: 404, superAdmin: 403 },
    exceptions,
  );

/**
 * Administration a venue admin does on their own venue and the super admin on any (docs/PRODUCT.md#role-super-admin):
 * staff are refused, another venue's admin finds nothing.
 */
export const adminRoute = (example: Example, exceptions: Partial<Expectations> = {}) =>
  entry(
    example,
    { anonymous: 401, staff: 403, viewer: 403, admin: 'ok', otherAdmin: 404, superAdmin: 'ok' },
    exceptions,
  );

/** The super admin's work (ROLE_SUPERADMIN: docs/PRODUCT.md#role-super-admin). */
export const superAdminRoute = (example: Example) =>
  entry(
    example,
    { anonymous: 401, staff: 403, viewer: 403, admin: 403, otherAdmin: 403, superAdmin: 'ok' },
    {},
  );

/** Anyone signed in, about themselves. */
export const signedInRoute = (example: Example) =>
  entry(
    example,
    { anonymous: 401, staff: 'ok', viewer: 'ok', admin: 'ok', otherAdmin: 'ok', superAdmin: 'ok' },
    {},
  );

/** No token needed: every caller gets the same answer. */
export const publicRoute = (example: Example, outcome: Outcome = 'ok') =>
  entry(
    example,
    {
      anonymous: outcome,
      staff: outcome,
      viewer: outcome,
      admin: outcome,
      otherAdmin: outcome,
      superAdmin: outcome,
    },
    {},
  );

/**
 * An owner's group views (docs/decisions/0037-venue-memberships.md): only an account administering two venues or more
 * may; none of the roles here does (the demo owner has tests of its own), so every one is refused.
 */
export const ownerRoute = (example: Example) =>
  entry(
    example,
    { anonymous: 401, staff: 403, viewer: 403, admin: 403, otherAdmin: 403, superAdmin: 403 },
    // The admin of both demo venues is the one owner among the callers.
    { twoVenueOwner: 'ok' },
  );
