/** Profile calls of SPEC §7: edit the profile, change the password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Profile, ProfileSchema } from '@/domain/auth/profile';
import type { Language, Theme } from '@/domain/shared/enums';
import { api } from '@/web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/web/lib/current-user';
import { updateStoredUser } from '@/web/lib/session';

export interface ProfileEditPayload {
  name: string;
  phone: string;
  language: Language;
  theme: Theme;
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProfileEditPayload): Promise<Profile> =>
      ProfileSchema.parse(await api.post<unknown>('/users/profile/edit', payload)),
    onSuccess: (profile) => {
      // The stored copy drives the shell (name in the menu, theme); the query cache serves the pages.
      updateStoredUser(profile);
      queryClient.setQueryData([...CURRENT_USER_QUERY_KEY, profile.id], profile);
    },
  });
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) =>
      api.post<{ changed: boolean }>('/users/profile/changePassword', payload),
  });
}
