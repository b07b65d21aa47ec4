/**
 * HTTP of the account entry points (SPEC §7 "Auth/verify"): login, refresh_token, register, checkEmail.
 * No bearer token on any of them. Register and checkEmail are rate limited per IP and per account; login counts
 * failed attempts per account and per IP (decision 0006).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginResponseSchema, RefreshResponseSchema } from '../../../domain/auth/profile';
import {
  CheckEmailSchema,
  LoginSchema,
  RefreshTokenSchema,
  RegisterSchema,
} from '../../../domain/auth/schemas';
import { accountFromBody, authRateLimit } from '../../plugins/auth-rate-limit';
import { loginLimits } from '../../plugins/login-limits';
import { errorResponses } from '../../plugins/error-responses';
import { checkEmail, register } from './account.service';
import { login, refresh } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginLimit = loginLimits(app.deps.config.loginLimits, accountFromBody('username'));
  app.post(
    '/login',
    {
      preHandler: loginLimit.preHandler,
      onSend: loginLimit.onSend,
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail (username) and password',
        body: LoginSchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const session = await login(app.deps, {
        email: request.body.username,
        password: request.body.password,
      });
      return {
        jwt: app.signAccessToken(session.principal),
        refresh_token: session.refreshToken,
        user: session.user,
      };
    },
  );

  app.post(
    '/refresh_token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        body: RefreshTokenSchema,
        response: { 200: RefreshResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const session = await refresh(app.deps, request.body.refresh_token);
      return { token: app.signAccessToken(session.principal), refresh_token: session.refreshToken };
    },
  );

  const registerLimit = authRateLimit(app, accountFromBody('email'));
  app.post(
    '/register',
    {
      config: registerLimit.config,
      preHandler: registerLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (unverified until the mailed link is opened)',
        body: RegisterSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, username, password, phone, selectedLanguage } = request.body;
      const created = await register(app.deps, {
        email,
        name: username,
        password,
        phone,
        language: selectedLanguage,
      });
      return reply.status(201).send(created);
    },
  );

  const checkEmailLimit = authRateLimit(app, accountFromBody('email'));
  app.post(
    '/checkEmail',
    {
      config: checkEmailLimit.config,
      preHandler: checkEmailLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Whether an account with this e-mail exists (sign-up form check)',
        body: CheckEmailSchema,
        response: { 200: z.object({ exists: z.boolean() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => checkEmail(app.deps, request.body.email),
  );
};
