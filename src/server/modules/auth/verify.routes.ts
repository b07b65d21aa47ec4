/**
 * HTTP of the mailed-link flows under /verify (SPEC §7): confirm e-mail, resend that mail, ask for and perform a
 * password reset. The two asking routes answer the same whether or not the account exists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivationQuerySchema,
  RequestResetQuerySchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
} from '../../../domain/auth/schemas';
import { accountFromBody, accountFromQuery, authRateLimit } from '../../plugins/auth-rate-limit';
import { errorResponses } from '../../plugins/error-responses';
import { resendVerification, verifyEmail } from './account.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const SentSchema = z.object({ sent: z.literal(true) });

export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the token from the verification mail',
        querystring: ActivationQuerySchema,
        response: { 200: z.object({ verified: z.literal(true) }), ...errorResponses(400) },
      },
    },
    async (request) => verifyEmail(app.deps, request.query.activationToken),
  );

  const resendLimit = authRateLimit(app, accountFromBody('email'));
  app.post(
    '/verify/resendVerifyEmail',
    {
      config: resendLimit.config,
      preHandler: resendLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification mail if the account exists and is unverified',
        body: ResendVerificationSchema,
        response: { 200: SentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => resendVerification(app.deps, request.body.email),
  );

  const requestResetLimit = authRateLimit(app, accountFromQuery('email'));
  app.post(
    '/verify/requestResetPassword',
    {
      config: requestResetLimit.config,
      preHandler: requestResetLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link if the account exists',
        querystring: RequestResetQuerySchema,
        response: { 200: SentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => requestPasswordReset(app.deps, request.query.email),
  );

  const resetLimit = authRateLimit(app, accountFromBody('userId'));
  app.post(
    '/verify/resetPassword',
    {
      config: resetLimit.config,
      preHandler: resetLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset mail',
        body: ResetPasswordSchema,
        response: { 200: z.object({ reset: z.literal(true) }), ...errorResponses(400, 429) },
      },
    },
    async (request) => resetPassword(app.deps, request.body),
  );
};
