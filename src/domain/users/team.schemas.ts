/**
 * The team of a venue as its admin manages it (/admin/users, Invite, users card: docs/PRODUCT.md#team, #data-invite,
 * #venue-users-card): people with their flags and stations, invitations not yet accepted, and access requests waiting
 * for approval.
 */
import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema, tokenText } from '@/domain/auth/auth.schemas';
import { RoleSchema } from '@/domain/shared/enums';
import { IdSchema } from '@/domain/shared/ids';
import { OrderLimitSchema } from '@/domain/orders/order-limit';

/** More stations than any plan allows (MAX_DEPARTMENT_LIMIT). */
const MAX_INVITE_STATIONS = 100;

const IdName = z.object({ id: z.number().int(), name: z.string() });

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema,
  verified: z.boolean(),
  disabled: z.boolean(),
  emailNotificationsOn: z.boolean(),
  canSendOrder: z.boolean(),
  /** The largest order total the person may send without approval (src/domain/orders/order-limit.ts); null: none. */
  orderLimit: z.string().nullable(),
  /** With its currency: the super admin's list mixes venues, and a limit is in its own venue's currency. */
  venue: IdName.extend({ currency: z.string() }).nullable(),
  /** Stations the person works at (in the venue listed; in every venue in the super admin's list). */
  departments: z.array(IdName),
  /**
   * The venues the person belongs to, with the role there (docs/decisions/0037-venue-memberships.md): every one in
   * the super admin's list; a venue admin's list names only their own venue (another venue is not theirs to see).
   */
  memberships: z.array(IdName.extend({ role: RoleSchema })),
  /** The person belongs to another venue too: disabling the account is then not a venue admin's to do. */
  worksElsewhere: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

const VenueRef = IdName.extend({ pib: z.string() });

/** An invitation sent and not accepted yet (Invite: docs/PRODUCT.md#data-invite). */
export const PendingInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  venue: VenueRef,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvite = z.infer<typeof PendingInviteSchema>;

/**
 * A person without a venue asking to join one (request access: docs/PRODUCT.md#request-access); a venue admin
 * approves.
 */
export const AccessRequestSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
  venue: VenueRef,
  createdAt: z.string(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

export const TeamSchema = z.object({
  users: z.array(TeamMemberSchema),
  invites: z.array(PendingInviteSchema),
  accessRequests: z.array(AccessRequestSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/**
 * GET /admin/unnaprovedUsers (docs/PRODUCT.md#api-admin; the spelling is the original API's): every venue's people
 * still waiting to be let in.
 */
export const UnapprovedSchema = TeamSchema.pick({ invites: true, accessRequests: true });
export type Unapproved = z.infer<typeof UnapprovedSchema>;

/**
 * POST /invite/invite-user (invite payload: docs/PRODUCT.md#data-invite). `userId` names the inviter as the original
 * clients send it; the server records the signed-in caller, whatever this says.
 */
export const InviteUserSchema = z.object({
  email: EmailSchema,
  restaurantId: IdSchema,
  userId: IdSchema,
  /**
   * The venue's active stations the invitee works at from the first login (decision 0034); absent for the original
   * clients, which link stations later. Another venue's or an inactive station: 404, nothing stored.
   */
  stationIds: z
    .array(IdSchema, { error: 'invalidInput' })
    .max(MAX_INVITE_STATIONS, 'invalidInput')
    .optional(),
});
export type InviteUserInput = z.input<typeof InviteUserSchema>;

/**
 * The web's invite form: the address and the stations (the venue and inviter come from the profile). A venue with
 * stations gives a new cook at least one, so they never land on "not assigned to any station".
 */
export const inviteFormSchema = (venueHasStations: boolean) =>
  z.object({
    email: EmailSchema,
    stationIds: venueHasStations ? z.array(z.string()).min(1, 'common.requiredField') : z.array(z.string()),
  });

export const InviteTokenSchema = z.object({ token: tokenText('invalid_or_expired_token') });

export const AcceptedInviteSchema = z.object({
  email: z.string(),
  venue: z.object({ name: z.string() }),
  /**
   * The address belongs to an account of a venue already: it joins by signing in and accepting (POST /invite/join),
   * not by registering (docs/decisions/0037-venue-memberships.md).
   */
  existingAccount: z.boolean(),
});

/** The venue an invitee joined. */
export const JoinedVenueSchema = z.object({ venueId: z.number().int(), venueName: z.string() });
export type JoinedVenue = z.infer<typeof JoinedVenueSchema>;

/**
 * POST /register-invite (/acceptInvite form: docs/PRODUCT.md#accept-invite): every field required, the passwords
 * equal (docs/PRODUCT.md#password).
 */
export const RegisterInviteSchema = z
  .object({
    token: tokenText('invalid_or_expired_token'),
    name: NameSchema,
    surname: NameSchema,
    password: PasswordSchema,
    passwordRepeat: z.string({ error: 'common.requiredField' }).min(1, 'common.requiredField'),
    phone: PhoneSchema,
  })
  .refine((data) => data.password === data.passwordRepeat, {
    message: 'passwordMissmatch',
    path: ['passwordRepeat'],
  });
export type RegisterInviteInput = z.input<typeof RegisterInviteSchema>;

/** POST /admin/users/{id}/orderLimit: the person's order limit; empty or null removes it. */
export const SetOrderLimitSchema = z.object({ orderLimit: OrderLimitSchema });
export type SetOrderLimitInput = z.input<typeof SetOrderLimitSchema>;
