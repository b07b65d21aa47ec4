/**
 * Web Push (docs/decisions/0035-web-push.md): the server's public VAPID key a phone subscribes with, and the
 * subscription the browser's PushManager gives back (its push service's endpoint and the keys payloads are
 * encrypted with), as the web posts it.
 */
import { z } from 'zod';

/** base64url (padding allowed) of exactly `bytes` bytes. */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: 'invalidInput' })
    .max(200, 'invalidInput')
    .refine((text) => /^[A-Za-z0-9_-]+=*$/.test(text), 'invalidInput')
    .refine((text) => base64urlLength(text) === bytes, 'invalidInput');

/** Decoded length of a base64url text (no Buffer here: the domain runs in the browser too). */
function base64urlLength(text: string): number {
  const body = text.replace(/=+$/, '');
  return Math.floor((body.length * 3) / 4);
}

export const PushEndpointSchema = z
  .string({ error: 'invalidInput' })
  .max(2048, 'invalidInput')
  .pipe(z.url({ protocol: /^https?$/, error: 'invalidInput' }));

export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64urlOf(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });

export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** What the service worker receives (public/push-sw.js): the text in the user's language and the screen to open. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
