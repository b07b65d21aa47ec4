/** Queries on invitations (the invites table): only the token's SHA-256 is stored (ARCHITECTURE: hashed tokens). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { invites, venues } from '@/server/db/schema';

export async function insertInvite(
  executor: Executor,
  invite: {
    venueId: number;
    email: string;
    invitedById: number;
    tokenHash: string;
    expiresAt: Date;
    stationIds: number[];
  },
): Promise<number> {
  const [row] = await executor.insert(invites).values(invite).returning({ id: invites.id });
  return row!.id;
}

/** A new invitation to the same address replaces the venue's earlier ones: their links stop working. */
export async function revokePendingInvites(
  executor: Executor,
  venueId: number,
  email: string,
): Promise<void> {
  await executor
    .update(invites)
    .set({ status: 'REVOKED' })
    .where(
      and(
        eq(invites.venueId, venueId),
        eq(sql`lower(${invites.email})`, email.toLowerCase()),
        eq(invites.status, 'PENDING'),
      ),
    );
}

export interface InviteByToken {
  id: number;
  venueId: number;
  venueName: string;
  email: string;
  invitedById: number | null;
  status: string;
  expiresAt: Date;
  stationIds: number[];
}

/** The invitation behind a token, whatever its state; `lock` holds it until the transaction ends. */
export async function findInviteByTokenHash(
  executor: Executor,
  tokenHash: string,
  lock = false,
): Promise<InviteByToken | undefined> {
  const query = executor
    .select({
      id: invites.id,
      venueId: invites.venueId,
      venueName: venues.name,
      email: invites.email,
      invitedById: invites.invitedById,
      status: invites.status,
      expiresAt: invites.expiresAt,
      stationIds: invites.stationIds,
    })
    .from(invites)
    .innerJoin(venues, eq(venues.id, invites.venueId))
    .where(eq(invites.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: invites }) : await query;
  return row;
}

/** The invitee joined: the invitation is used up ("invite pending then approved": docs/PRODUCT.md#pending-access). */
export async function markInviteUsed(
  executor: Executor,
  inviteId: number,
  userId: number,
  approvedById: number | null,
  now: Date,
): Promise<void> {
  await executor
    .update(invites)
    .set({ status: 'APPROVED', userId, acceptedAt: now, approvedAt: now, approvedById })
    .where(and(eq(invites.id, inviteId), eq(invites.status, 'PENDING')));
}
