/**
 * HTTP of the account contract (src/domain/auth/auth.contract.ts): login, refresh_token, register, checkEmail and
 * the mailed-link flows. Login counts failed attempts per account and per IP (decision 0006); every other operation
 * naming an account is rate limited per IP and per account.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authOperations } from '@/domain/auth/auth.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  type AccountKeyOf,
  accountFromBody,
  accountFromQuery,
  authRateLimit,
} from '@/server/plugins/auth-rate-limit';
import { loginLimits } from '@/server/plugins/login-limits';
import { checkEmail, register, resendVerification, verifyEmail } from './account.service';
import { login, refresh } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** The route's per-IP and per-account limits, counted by the account the request names. */
const limitedBy = (accountOf: AccountKeyOf) => (app: FastifyInstance) => authRateLimit(app, accountOf);

export const authRoutes: FastifyPluginAsync = operationRoutes(authOperations, {
  login: {
    handle: async ({ body }, http) => {
      const session = await login(http.deps, {
        email: body.username,
        password: body.password,
        remember: body.remember,
      });
      return {
        jwt: http.request.server.signAccessToken(session.principal),
        refresh_token: session.refreshToken,
        user: session.user,
      };
    },
    extras: (app) => loginLimits(app.deps.config.loginLimits, accountFromBody('username'), app.deps.limiters),
  },
  refreshToken: async ({ body }, http) => {
    const session = await refresh(http.deps, body.refresh_token);
    return {
      token: http.request.server.signAccessToken(session.principal),
      refresh_token: session.refreshToken,
    };
  },
  register: {
    handle: ({ body }, http) =>
      register(http.deps, {
        email: body.email,
        name: body.username,
        password: body.password,
        phone: body.phone,
        language: body.selectedLanguage,
      }),
    extras: limitedBy(accountFromBody('email')),
  },
  checkEmail: {
    handle: ({ body }, http) => checkEmail(http.deps, body.email),
    extras: limitedBy(accountFromBody('email')),
  },
  verifyEmail: ({ query }, http) => verifyEmail(http.deps, query.activationToken),
  resendVerification: {
    handle: ({ body }, http) => resendVerification(http.deps, body.email),
    extras: limitedBy(accountFromBody('email')),
  },
  requestPasswordReset: {
    handle: ({ query }, http) => requestPasswordReset(http.deps, query.email),
    extras: limitedBy(accountFromQuery('email')),
  },
  resetPassword: {
    handle: ({ body }, http) => resetPassword(http.deps, body),
    extras: limitedBy(accountFromBody('userId')),
  },
});
