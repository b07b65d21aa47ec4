/**
 * GET /api/dev/mailbox: the demo's mailbox. On the embedded demo database nothing can deliver mail, so a visitor
 * reads the verification, reset and invitation mails here and clicks their links. No bearer token (the visitor
 * is usually not logged in yet). Registered only when config.embedded is true, never with DATABASE_URL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  if (!app.deps.config.embedded) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo only: the newest 50 mails that were stored instead of sent, newest first',
        response: { 200: MailboxSchema },
      },
    },
    async () => {
      const rows = await latestStoredMails(app.deps.db);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
