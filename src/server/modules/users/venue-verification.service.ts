/**
 * The venue page's users card (super admin, docs/PRODUCT.md#venue-users-card, #role-super-admin: "verify user for a
 * venue"): the venue's people and the access requests waiting for it, and verifying a person for the venue. A member
 * is marked verified; a person without a venue asking to join it is approved into it as ROLE_USER and verified, in
 * one transaction with the decision of their requests and the audit row.
 */
import { AppError } from '@/domain/errors';
import type { Team, TeamMember } from '@/domain/users/team.schemas';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { recordAudit } from '@/server/modules/audit/audit.public';
import {
  decideAccessRequests,
  listPendingAccessRequests,
  lockPendingAccessRequest,
} from './pending-people.repository';
import { findTeamMember, listTeamMembers, lockTeamMember, updateMember } from './team.repository';
import { requireAdminVenue } from '@/server/shared/admin-scope';

type AdminContext = ServiceContext<'db' | 'now', Principal>;

/** GET /admin/venue/{venueId}/users. */
export async function venueTeam(
  ctx: AdminContext,
  venueId: number,
): Promise<Pick<Team, 'users' | 'accessRequests'>> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  const [people, accessRequests] = await Promise.all([
    listTeamMembers(ctx.db, venueId),
    listPendingAccessRequests(ctx.db, venueId),
  ]);
  return { users: people, accessRequests };
}

/** POST /verify/verifySuperAdmin/{venueId}/{userId}. */
export async function verifyForVenue(
  ctx: AdminContext,
  input: { venueId: number; userId: number },
): Promise<TeamMember> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireAdminVenue(tx, ctx.caller, input.venueId);
    const person = await lockTeamMember(tx, null, input.userId);
    if (!person) throw new AppError('not_found', 'No such user');
    const joining = person.venueId === null;
    if (joining) {
      const request = await lockPendingAccessRequest(tx, input.venueId, person.id);
      if (!request) throw new AppError('not_found', 'Not asking to join this venue');
      if (person.role !== 'ROLE_USER') throw new AppError('conflict', 'Not a person who can join a venue');
      await updateMember(
        tx,
        null,
        person.id,
        { venueId: input.venueId, role: 'ROLE_USER', verified: true },
        now,
      );
      await decideAccessRequests(tx, person.id, input.venueId, ctx.caller.userId, now);
    } else if (await lockTeamMember(tx, input.venueId, person.id)) {
      await updateMember(tx, input.venueId, person.id, { verified: true }, now);
    } else {
      throw new AppError('not_found', 'Not a member of this venue');
    }
    await recordAudit(tx, {
      venueId: input.venueId,
      actorId: ctx.caller.userId,
      action: 'user.verify',
      before: { userId: person.id, email: person.email, verified: person.verified, venueId: person.venueId },
      after: { userId: person.id, email: person.email, verified: true, venueId: input.venueId },
      at: now,
    });
    const member = await findTeamMember(tx, input.venueId, person.id);
    if (!member) throw new AppError('not_found', 'No such user');
    return member;
  });
}
