/**
 * Whether the signed-in account is an owner (docs/decisions/0037-venue-memberships.md): the admin of two venues or
 * more. The profile names one venue only, so this reads the account's memberships.
 */
import { OWNER_MIN_VENUES } from '@/domain/groups/group-overview.schemas';
import { useCurrentUser } from '@/web/lib/current-user';
import { useMemberships } from './api';

export function useIsOwner(): boolean {
  const { user } = useCurrentUser();
  // The super admin has no memberships; nobody signed out has any.
  const memberships = useMemberships(user !== null && user.role !== 'ROLE_SUPERADMIN');
  const administered = (memberships.data ?? []).filter((membership) => membership.role === 'ROLE_ADMIN');
  return administered.length >= OWNER_MIN_VENUES;
}
