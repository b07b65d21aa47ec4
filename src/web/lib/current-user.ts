/**
 * The signed-in user's profile: shown from local storage at once, then confirmed by GET /users/profile, whose answer
 * replaces the stored copy. It is app-wide state (shell, guard, menu and every feature read it), so it lives here
 * rather than in one feature's api.ts.
 */
import { useQuery } from '@/web/lib/deferred-query';
import type { Profile } from '@/domain/auth/profile.schemas';
import { userOperations } from '@/domain/users/users.contract';
import { callApi, isApiError } from './api-client';
import { updateStoredUser, useSession } from './session';

export const CURRENT_USER_QUERY_KEY = ['users', 'profile'] as const;

export async function fetchCurrentUser(): Promise<Profile> {
  const profile = await callApi(userOperations.profile, {});
  updateStoredUser(profile);
  return profile;
}

export interface CurrentUser {
  /** The stored profile (null when signed out), always the latest known copy. */
  user: Profile | null;
  /** The profile as confirmed by the server in this visit, for decisions that must not rest on stale data. */
  loadedUser: Profile | null;
  /** The server refused the profile because the venue is disabled (guard: docs/PRODUCT.md#guard). */
  venueDisabled: boolean;
  /** The profile request failed for another reason. */
  loadFailed: boolean;
}

export function useCurrentUser(): CurrentUser {
  const session = useSession();
  const query = useQuery({
    queryKey: [...CURRENT_USER_QUERY_KEY, session?.user.id ?? null],
    queryFn: fetchCurrentUser,
    enabled: session !== null,
    staleTime: 60_000,
  });
  const user = session?.user ?? null;
  const venueDisabled = isApiError(query.error) && query.error.code === 'user_disabled_contact_administrator';
  return {
    user,
    loadedUser: query.isSuccess || venueDisabled ? user : null,
    venueDisabled,
    loadFailed: query.isError && !venueDisabled,
  };
}
