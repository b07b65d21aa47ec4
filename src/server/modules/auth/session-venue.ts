/**
 * The venue a login works in (docs/decisions/0037-venue-memberships.md): the login's own (refresh family's) venue
 * while its membership stands and its venue is open, else the home venue, else another open membership. The role the
 * access token carries is the membership's. Account-level roles (super admin, supplier) have no memberships and keep
 * the account's values.
 */
import { AppError } from '@/domain/errors';
import type { Role } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { type AccountState, listAccountMemberships } from './accounts.repository';

export interface SessionVenue {
  venueId: number | null;
  role: Role;
}

/**
 * The venue and role for a session of the account, preferring `wanted` (the family's venue; null means home). A
 * disabled user, or one whose every venue is disabled, is refused with user_disabled_contact_administrator
 * (docs/PRODUCT.md#error-catalogue): a disabled venue closes only itself.
 */
export async function resolveSessionVenue(
  executor: Executor,
  account: AccountState,
  wanted: number | null,
): Promise<SessionVenue> {
  if (account.disabled) throw new AppError('user_disabled_contact_administrator');
  const accountLevel = account.role !== 'ROLE_ADMIN' && account.role !== 'ROLE_USER';
  const memberships = accountLevel ? [] : await listAccountMemberships(executor, account.id);
  if (memberships.length === 0) {
    // No venue to choose among (account-level roles, or an account not yet in any venue): the account's own values.
    if (account.venueDisabled) throw new AppError('user_disabled_contact_administrator');
    return { venueId: account.venueId, role: account.role };
  }
  const open = memberships.filter((membership) => !membership.venueDisabled);
  const chosen =
    open.find((membership) => membership.venueId === wanted) ??
    open.find((membership) => membership.venueId === account.venueId) ??
    open[0];
  if (!chosen) throw new AppError('user_disabled_contact_administrator');
  return { venueId: chosen.venueId, role: chosen.role };
}
