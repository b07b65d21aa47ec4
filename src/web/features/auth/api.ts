/** Account calls of SPEC §7 (login, registration, verification, password reset) as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { type LoginResponse, LoginResponseSchema } from '@/domain/auth/profile';
import type { Language } from '@/domain/shared/enums';
import { api } from '@/web/lib/api-client';

export interface LoginPayload {
  username: string;
  password: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (payload: LoginPayload): Promise<LoginResponse> =>
      LoginResponseSchema.parse(await api.post<unknown>('/login', payload)),
  });
}

export interface RegisterPayload {
  email: string;
  username: string;
  password: string;
  passwordRepeat: string;
  phone: string;
  selectedLanguage: Language;
}

export function useRegister() {
  return useMutation({
    mutationFn: (payload: RegisterPayload) => api.post<{ id: number }>('/register', payload),
  });
}

/** SPEC §5: whether an account with this e-mail exists; `email` is already debounced and valid, or null. */
export function useEmailExists(email: string | null) {
  return useQuery({
    queryKey: ['auth', 'checkEmail', email],
    queryFn: () => api.post<{ exists: boolean }>('/checkEmail', { email }),
    enabled: email !== null,
    staleTime: 60_000,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ sent: boolean }>('/verify/resendVerifyEmail', { email }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ sent: boolean }>('/verify/requestResetPassword', {}, { email }),
  });
}

export interface ResetPasswordPayload {
  userId: number;
  token: string;
  password: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) =>
      api.post<{ reset: boolean }>('/verify/resetPassword', payload),
  });
}

/**
 * Verification tokens are single-use: the call runs once per token and is never refetched, or a second request
 * would turn a success into "expired".
 */
export function useVerifyEmail(activationToken: string | null) {
  return useQuery({
    queryKey: ['auth', 'verifyEmail', activationToken],
    queryFn: () => api.get<{ verified: boolean }>('/verify/email', { activationToken }),
    enabled: activationToken !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
