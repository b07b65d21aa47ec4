/**
 * Profile calls (docs/PRODUCT.md#api-profile) (edit the profile, change the password), the team screen and
 * invitations.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { ChangePasswordInput, ProfileEditInput } from '@/domain/auth/auth.schemas';
import { inviteOperations } from '@/domain/users/invites.contract';
import { teamOperations } from '@/domain/users/team.contract';
import type { InviteUserInput, RegisterInviteInput } from '@/domain/users/team.schemas';
import { userOperations } from '@/domain/users/users.contract';
import { callApi } from '@/web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/web/lib/current-user';
import { updateStoredUser } from '@/web/lib/session';
import { MEMBERSHIPS_QUERY_KEY } from '@/web/features/groups/api';

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileEditInput) => callApi(userOperations.edit, { body }),
    onSuccess: (profile) => {
      // The stored copy drives the shell (name in the menu, theme); the query cache serves the pages.
      updateStoredUser(profile);
      queryClient.setQueryData([...CURRENT_USER_QUERY_KEY, profile.id], profile);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => callApi(userOperations.changePassword, { body }),
  });
}

// ------------------------------------------------------------ team (/admin/users: docs/PRODUCT.md#team) and
// invitations

export const TEAM_QUERY_KEY = ['admin', 'users'] as const;

export function useTeam() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) => callApi(teamOperations.list, {}, signal),
  });
}

/** The users card's actions, each one operation on one person. */
export type MemberAction = Exclude<
  keyof typeof teamOperations,
  'list' | 'unapproved' | 'detail' | 'approve' | 'setOrderLimit'
>;

/** `venueId` is the venue the person is listed in: removal takes them out of that venue only. */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      userId,
      venueId,
    }: {
      action: MemberAction;
      userId: number;
      venueId: number | null;
    }): Promise<void> => {
      if (action === 'makeAdmin') await callApi(teamOperations.makeAdmin, { params: { userId } });
      else if (action === 'removeMember') {
        await callApi(teamOperations.removeMember, { params: { venueId: venueId ?? 0, userId } });
      } else await callApi(teamOperations[action], { params: { id: userId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** The person's order limit (src/domain/orders/order-limit.ts): empty text removes it. */
export function useSetOrderLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, orderLimit }: { userId: number; orderLimit: string }) =>
      callApi(teamOperations.setOrderLimit, { params: { id: userId }, body: { orderLimit } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

export function useApproveAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(teamOperations.approve, { params: { userId } }),
    onSuccess: async () => {
      // The new member joins the venue's people in the profile, which the stations screen links from.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
    },
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserInput) => callApi(inviteOperations.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** The accept page's look-up: once per token, never refetched (a spent token would turn the page into /login). */
export function useAcceptInvite(token: string | null) {
  return useQuery({
    queryKey: ['invites', 'accept', token],
    queryFn: () => callApi(inviteOperations.accept, { body: { token: token! } }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/** The signed-in invitee joins the venue (decision 0037); their venues and profile are read again. */
export function useJoinInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(inviteOperations.join, { body: { token } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIPS_QUERY_KEY });
    },
  });
}

/** Leaving one of the caller's venues (decision 0037): the switcher's list and the profile are read again. */
export function useLeaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueId: number) => callApi(userOperations.leaveVenue, { params: { venueId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIPS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

export function useRegisterInvite() {
  return useMutation({
    mutationFn: (body: RegisterInviteInput) => callApi(inviteOperations.register, { body }),
  });
}
