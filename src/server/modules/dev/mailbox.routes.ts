/**
 * GET /api/dev/mailbox: the outbox of mails stored instead of sent (no SMTP_URL), for the super admin who runs the
 * installation, on either database. The links in these mails are credentials (any account's password reset, any
 * venue's order mails), so nobody else may read them: anonymous callers get 401, every other role 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { latestStoredMails } from './mailbox.repository';

const MailboxSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      html: z.string(),
      text: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      onRequest: authenticate,
      preHandler: requireRole('ROLE_SUPERADMIN'),
      schema: {
        tags: ['dev'],
        summary:
          'Super admin: the newest 50 mails that were stored instead of sent (no SMTP_URL), newest first',
        security: [{ bearer: [] }],
        response: { 200: MailboxSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await latestStoredMails(app.deps.db);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
