/** Profile calls of SPEC §7: edit the profile, change the password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileEditInput } from '@/domain/auth/schemas';
import { userOperations } from '@/domain/users/users.contract';
import { callApi } from '@/web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/web/lib/current-user';
import { updateStoredUser } from '@/web/lib/session';

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
