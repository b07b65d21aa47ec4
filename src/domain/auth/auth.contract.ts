/**
 * The account entry points (docs/PRODUCT.md#api-accounts): login, refresh_token, register, checkEmail and the
 * mailed-link flows under /verify. None needs a bearer token. The server rate-limits the ones that name an account.
 */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';
import { LoginResponseSchema, RefreshResponseSchema } from './profile.schemas';
import {
  CheckEmailSchema,
  LoginSchema,
  RefreshTokenSchema,
  RegisterSchema,
  RequestResetQuerySchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  ActivationQuerySchema,
} from './auth.schemas';

const tag = 'auth';
const SentSchema = z.object({ sent: z.literal(true) });

export const authOperations = {
  login: defineOperation({
    method: 'POST',
    path: '/login',
    summary: 'Log in with e-mail (username) and password',
    tag,
    access: 'public',
    body: LoginSchema,
    response: LoginResponseSchema,
    // 401 wrong e-mail or password, 403 unverified or disabled, 429 too many attempts.
    refusals: [401, 403, 429],
  }),
  refreshToken: defineOperation({
    method: 'POST',
    path: '/refresh_token',
    summary: 'Exchange a refresh token for a new access token and a new refresh token',
    tag,
    access: 'public',
    body: RefreshTokenSchema,
    response: RefreshResponseSchema,
    refusals: [401, 403],
  }),
  register: defineOperation({
    method: 'POST',
    path: '/register',
    summary: 'Create an account (unverified until the mailed link is opened)',
    tag,
    access: 'public',
    body: RegisterSchema,
    response: z.object({ id: z.number().int() }),
    status: 201,
    refusals: [409, 429],
  }),
  checkEmail: defineOperation({
    method: 'POST',
    path: '/checkEmail',
    summary: 'Whether an account with this e-mail exists (sign-up form check)',
    tag,
    access: 'public',
    body: CheckEmailSchema,
    response: z.object({ exists: z.boolean() }),
    refusals: [429],
  }),
  verifyEmail: defineOperation({
    method: 'GET',
    path: '/verify/email',
    summary: 'Confirm the e-mail address with the token from the verification mail',
    tag,
    access: 'public',
    query: ActivationQuerySchema,
    response: z.object({ verified: z.literal(true) }),
  }),
  resendVerification: defineOperation({
    method: 'POST',
    path: '/verify/resendVerifyEmail',
    summary: 'Send a new verification mail if the account exists and is unverified',
    tag,
    access: 'public',
    body: ResendVerificationSchema,
    response: SentSchema,
    refusals: [429],
  }),
  requestPasswordReset: defineOperation({
    method: 'POST',
    path: '/verify/requestResetPassword',
    summary: 'Mail a password reset link if the account exists',
    tag,
    access: 'public',
    query: RequestResetQuerySchema,
    response: SentSchema,
    refusals: [429],
  }),
  resetPassword: defineOperation({
    method: 'POST',
    path: '/verify/resetPassword',
    summary: 'Set a new password with the token from the reset mail',
    tag,
    access: 'public',
    body: ResetPasswordSchema,
    response: z.object({ reset: z.literal(true) }),
    refusals: [429],
  }),
};
