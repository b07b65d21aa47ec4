/**
 * The demo's mailbox (GET /api/dev/mailbox): on the embedded demo database nothing can deliver mail, so a visitor
 * reads the verification, reset and invitation mails here and clicks their links. The server registers it only on
 * the embedded database.
 */
import { z } from 'zod';
import { defineOperation } from '../shared/contract';

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
    summary: 'Demo only: the newest 50 mails that were stored instead of sent, newest first',
    tag: 'dev',
    // The visitor is usually not logged in yet (SPEC §2 sign-up and reset links).
    access: 'public',
    response: z.object({ mails: z.array(StoredMailSchema) }),
  }),
};
