/**
 * The team of a venue (/admin/users, users card: docs/PRODUCT.md#team, #venue-users-card): list, one person, the five
 * flags, approving an access request and making a member admin. A venue admin acts on their own venue's people, the
 * super admin on anybody; nobody acts on themselves (no one changes their own role or disables themselves); anybody
 * else answers 404.
 */
import type { AuditAction } from '@/domain/audit/audit.schemas';
import { AppError } from '@/domain/errors';
import type { Team, TeamMember, Unapproved } from '@/domain/users/team.schemas';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { recordAudit } from '@/server/modules/audit/audit.public';
import { revokeSessionsOfUser } from '@/server/modules/auth/auth.public';
import {
  decideAccessRequests,
  listPendingAccessRequests,
  listPendingInvites,
  lockPendingAccessRequest,
} from './pending-people.repository';
import {
  countMembershipsOf,
  findTeamMember,
  listTeamMembers,
  lockTeamMember,
  type MemberChanges,
  updateMember,
} from './team.repository';
import { adminVenueFilter } from '@/server/shared/admin-scope';

type AdminContext<K extends 'db' | 'now' = 'db' | 'now'> = ServiceContext<K, Principal>;

export type MemberToggle =
  'disable' | 'disableNotifications' | 'removeAdmin' | 'verify' | 'toggleCanSendOrder';

/** The audit action of each toggle (docs/PRODUCT.md#audit: every role and permission change is traceable). */
const TOGGLE_ACTIONS = {
  disable: 'user.disable',
  disableNotifications: 'user.notifications',
  removeAdmin: 'user.removeAdmin',
  verify: 'user.verify',
  toggleCanSendOrder: 'user.canSendOrders',
} as const satisfies Record<MemberToggle, AuditAction>;

/**
 * Records a change to a person in their venue's history, in the change's transaction. A person without a venue (a
 * sign-up not yet in any venue) has no venue history: the super admin's change to them is not a venue's.
 */
async function auditMember(
  tx: Executor,
  ctx: AdminContext,
  person: { id: number; email: string; venueId: number | null },
  entry: { action: AuditAction; before: Record<string, unknown>; after: Record<string, unknown>; at: Date },
): Promise<void> {
  if (person.venueId === null) return;
  const who = { userId: person.id, email: person.email };
  await recordAudit(tx, {
    venueId: person.venueId,
    actorId: ctx.caller.userId,
    action: entry.action,
    before: { ...who, ...entry.before },
    after: { ...who, ...entry.after },
    at: entry.at,
  });
}

/** GET /admin/users. */
export async function listTeam(ctx: AdminContext): Promise<Team> {
  const venue = adminVenueFilter(ctx.caller);
  const [people, invites, accessRequests] = await Promise.all([
    listTeamMembers(ctx.db, venue),
    listPendingInvites(ctx.db, venue, ctx.now()),
    listPendingAccessRequests(ctx.db, venue),
  ]);
  return { users: people, invites, accessRequests };
}

/** GET /admin/unnaprovedUsers: the super admin's queue of people waiting, across venues. */
export async function listUnapproved(ctx: AdminContext): Promise<Unapproved> {
  const [invites, accessRequests] = await Promise.all([
    listPendingInvites(ctx.db, null, ctx.now()),
    listPendingAccessRequests(ctx.db, null),
  ]);
  return { invites, accessRequests };
}

async function requireMember(executor: Executor, venue: number | null, userId: number): Promise<TeamMember> {
  const member = await findTeamMember(executor, venue, userId);
  if (!member) throw new AppError('not_found', 'No such user');
  return member;
}

/** GET /admin/users/{id}. */
export async function teamMember(ctx: AdminContext<'db'>, userId: number): Promise<TeamMember> {
  return requireMember(ctx.db, adminVenueFilter(ctx.caller), userId);
}

function refuseSelf(caller: Principal, userId: number): void {
  if (caller.userId === userId) throw new AppError('forbidden', 'Not on oneself');
}

/** The five flags of the users card: each flips its flag (verify and removeAdmin only ever set one way). */
export async function toggleMember(
  ctx: AdminContext,
  input: { userId: number; toggle: MemberToggle },
): Promise<TeamMember> {
  const venue = adminVenueFilter(ctx.caller);
  refuseSelf(ctx.caller, input.userId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const person = await lockTeamMember(tx, venue, input.userId);
    if (!person) throw new AppError('not_found', 'No such user');
    const changes: MemberChanges = {};
    switch (input.toggle) {
      case 'disable':
        // The account is disabled in every venue it belongs to: a venue admin may do that only to someone who works
        // nowhere else (decision 0037); the others are removed from the venue instead.
        if (venue !== null && (await countMembershipsOf(tx, person.id)) > 1) {
          throw new AppError('member_of_other_venues');
        }
        changes.disabled = !person.disabled;
        // A disabled person's sessions end with the change (their access token expires on its own, decision 0003).
        if (changes.disabled) await revokeSessionsOfUser(tx, person.id, now);
        break;
      case 'disableNotifications':
        changes.emailNotificationsOn = !person.emailNotificationsOn;
        break;
      case 'toggleCanSendOrder':
        changes.canSendOrders = !person.canSendOrders;
        break;
      case 'verify':
        changes.verified = true;
        break;
      case 'removeAdmin':
        // Only a venue admin steps down to member; a super admin's role is not this operation's to change.
        if (person.role === 'ROLE_ADMIN') changes.role = 'ROLE_USER';
        break;
    }
    await updateMember(tx, venue, person.id, changes, now);
    const changed = Object.keys(changes) as (keyof MemberChanges)[];
    const before = Object.fromEntries(changed.map((key) => [key, person[key]]));
    if (changed.length > 0) {
      await auditMember(tx, ctx, person, {
        action: TOGGLE_ACTIONS[input.toggle],
        before,
        after: { ...changes },
        at: now,
      });
    }
    return requireMember(tx, venue, person.id);
  });
}

/**
 * POST /admin/users/{id}/orderLimit: the person's order limit (src/domain/orders/order-limit.ts), recorded in the
 * venue's history like every permission change. Admins may set their own: it binds them too.
 */
export async function setOrderLimit(
  ctx: AdminContext,
  input: { userId: number; orderLimit: string | null },
): Promise<TeamMember> {
  const venue = adminVenueFilter(ctx.caller);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const person = await lockTeamMember(tx, venue, input.userId);
    if (!person || person.venueId === null) throw new AppError('not_found', 'No such user');
    if (person.orderLimit !== input.orderLimit) {
      await updateMember(tx, venue, person.id, { orderLimit: input.orderLimit }, now);
      await auditMember(tx, ctx, person, {
        action: 'user.orderLimit',
        before: { orderLimit: person.orderLimit },
        after: { orderLimit: input.orderLimit },
        at: now,
      });
    }
    return requireMember(tx, venue, person.id);
  });
}

/** POST /venue/makeAdmin/{userId}: a member of the venue becomes its admin. */
export async function makeAdmin(ctx: AdminContext, userId: number): Promise<TeamMember> {
  const venue = adminVenueFilter(ctx.caller);
  refuseSelf(ctx.caller, userId);
  return ctx.db.transaction(async (tx) => {
    const person = await lockTeamMember(tx, venue, userId);
    // Only people of a venue can be its admin: not the super admin, a supplier or someone without a venue.
    if (!person || person.venueId === null || !['ROLE_USER', 'ROLE_ADMIN'].includes(person.role)) {
      throw new AppError('not_found', 'No such member');
    }
    const now = ctx.now();
    await updateMember(tx, venue, person.id, { role: 'ROLE_ADMIN' }, now);
    await auditMember(tx, ctx, person, {
      action: 'user.makeAdmin',
      before: { role: person.role },
      after: { role: 'ROLE_ADMIN' },
      at: now,
    });
    return requireMember(tx, venue, person.id);
  });
}

/**
 * POST /venue/approve/{userId}: the person's pending access request to the venue is approved and they become a
 * ROLE_USER member, in one transaction; their requests to other venues are rejected.
 */
export async function approveAccess(ctx: AdminContext, userId: number): Promise<TeamMember> {
  const venue = adminVenueFilter(ctx.caller);
  refuseSelf(ctx.caller, userId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const request = await lockPendingAccessRequest(tx, venue, userId);
    if (!request) throw new AppError('not_found', 'No pending access request');
    const person = await lockTeamMember(tx, null, userId);
    if (!person) throw new AppError('not_found', 'No such user');
    if (person.venueId !== null || person.role !== 'ROLE_USER') {
      throw new AppError('conflict', 'The person belongs to a venue already');
    }
    await updateMember(tx, null, userId, { venueId: request.venueId, role: 'ROLE_USER' }, now);
    await decideAccessRequests(tx, userId, request.venueId, ctx.caller.userId, now);
    await auditMember(
      tx,
      ctx,
      { ...person, venueId: request.venueId },
      {
        action: 'user.approve',
        before: { venueId: null },
        after: { venueId: request.venueId, role: 'ROLE_USER' },
        at: now,
      },
    );
    return requireMember(tx, request.venueId, userId);
  });
}
