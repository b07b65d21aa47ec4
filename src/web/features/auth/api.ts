/** Account calls of SPEC §7 (login, registration, verification, password reset) as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { authOperations } from '@/domain/auth/auth.contract';
import type { OperationInput } from '@/domain/shared/contract';
import { callApi } from '@/web/lib/api-client';

type BodyOf<K extends keyof typeof authOperations> =
  OperationInput<(typeof authOperations)[K]> extends { body: infer B } ? B : never;

export function useLogin() {
  return useMutation({
    mutationFn: (body: BodyOf<'login'>) => callApi(authOperations.login, { body }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: BodyOf<'register'>) => callApi(authOperations.register, { body }),
  });
}

/** SPEC §5: whether an account with this e-mail exists; `email` is already debounced and valid, or null. */
export function useEmailExists(email: string | null) {
  return useQuery({
    queryKey: ['auth', 'checkEmail', email],
    queryFn: () => callApi(authOperations.checkEmail, { body: { email: email! } }),
    enabled: email !== null,
    staleTime: 60_000,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => callApi(authOperations.resendVerification, { body: { email } }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callApi(authOperations.requestPasswordReset, { query: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<'resetPassword'>) => callApi(authOperations.resetPassword, { body }),
  });
}

/**
 * Verification tokens are single-use: the call runs once per token and is never refetched, or a second request
 * would turn a success into "expired".
 */
export function useVerifyEmail(activationToken: string | null) {
  return useQuery({
    queryKey: ['auth', 'verifyEmail', activationToken],
    queryFn: () => callApi(authOperations.verifyEmail, { query: { activationToken: activationToken! } }),
    enabled: activationToken !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
