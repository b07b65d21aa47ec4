/** The user profile (docs/PRODUCT.md#data-user), as the API answers it (login, GET /users/profile). */
import { z } from 'zod';
import { LanguageSchema, RoleSchema, ThemeSchema } from '@/domain/shared/enums';

const IdName = z.object({ id: z.number().int(), name: z.string() });

export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: LanguageSchema,
  theme: ThemeSchema,
  finishedOnboarding: z.boolean(),
  /** The user waits for a venue admin to approve their invitation or access request: only logout works. */
  pending_invites: z.boolean(),
  /**
   * The user's venue with what screens need to show money (docs/PRODUCT.md#prices): its currency and whether the
   * supplier's message names prices.
   */
  venue: IdName.extend({ currency: z.string(), pricesInMessage: z.boolean() }).nullable(),
  role: RoleSchema,
  verified: z.boolean(),
  /** Suppliers the user's venue works with. */
  suppliers: z.array(IdName),
  /** People of the user's venue. */
  venueUsers: z.array(IdName),
  canSendOrder: z.boolean(),
  /**
   * The user's own order limit (docs/PRODUCT.md#order-limits): the largest total they send without approval, in the
   * venue's currency; null is none. A profile stored by an older version has none until it is read again.
   */
  orderLimit: z.string().nullable().default(null),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const LoginResponseSchema = z.object({
  jwt: z.string(),
  refresh_token: z.string(),
  user: ProfileSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshResponseSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;
