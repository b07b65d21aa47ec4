/**
 * Account calls (docs/PRODUCT.md#api-accounts) (login, registration, verification, password reset) as TanStack Query
 * hooks.
 */
import { useMutation } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { authOperations } from '@/domain/auth/auth.contract';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { Language } from '@/domain/shared/enums';
import { userOperations } from '@/domain/users/users.contract';
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

/**
 * Whether an account with this e-mail exists; `email` is already debounced and valid, or null
 * (docs/PRODUCT.md#debounces).
 */
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

/**
 * The language chosen on the login page is the language after login (docs/PRODUCT.md#login). When it differs from the
 * profile's, the profile takes it (answering the saved profile); a refusal keeps the profile as it was.
 */
export async function saveLoginLanguage(user: Profile, language: Language): Promise<Profile> {
  if (user.language === language) return user;
  try {
    return await callApi(userOperations.edit, {
      body: { name: user.name, phone: user.phone, language, theme: user.theme },
    });
  } catch (error) {
    console.error('saving the language chosen at login failed', error);
    return user;
  }
}
