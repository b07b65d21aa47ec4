/**
 * The stored mails (GET /api/dev/mailbox): without SMTP_URL nothing is sent, so the super admin who runs the
 * installation reads the verification, reset and invitation mails here (they are also printed in the terminal).
 * Their links are credentials of other people's accounts: nobody else may read them (docs/PRODUCT.md#mailbox).
 */
import { z } from 'zod';
import { defineOperation, SUPER_ADMINS } from '@/domain/shared/contract';

export const StoredMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type StoredMail = z.infer<typeof StoredMailSchema>;

export const devOperations = {
  mailbox: defineOperation({
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'Super admin: the newest 50 mails that were stored instead of sent (no SMTP_URL), newest first',
    tag: 'dev',
    access: SUPER_ADMINS,
    response: z.object({ mails: z.array(StoredMailSchema) }),
  }),
};
