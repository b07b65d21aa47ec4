/** HTTP of the signed-in user's profile (SPEC §7 "Profile"); every route needs the bearer token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileSchema } from '../../../domain/auth/profile';
import { ChangePasswordSchema, ProfileEditSchema } from '../../../domain/auth/schemas';
import { authenticate } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { changePassword, editProfile, getProfile } from './profile.service';

const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, their venue, its suppliers and people',
        security,
        response: { 200: ProfileSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getProfile(app.deps, request.user.userId),
  );

  app.post(
    '/users/profile/edit',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change name, phone, language and theme',
        security,
        body: ProfileEditSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => editProfile(app.deps, request.user.userId, request.body),
  );

  app.post(
    '/users/profile/changePassword',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the password, given the current one',
        security,
        body: ChangePasswordSchema,
        response: { 200: z.object({ changed: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => changePassword(app.deps, request.user, request.body),
  );
};
