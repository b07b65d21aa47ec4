/**
 * The path from sign-up to a venue ("No venue" dashboard: docs/PRODUCT.md#venue-registration, #dashboard-no-venue):
 * the categories, the tax-id check, registering a venue (the caller becomes its admin, FREE plan with a trial, all in
 * one transaction) and asking to join an existing one (its admins are mailed; the caller's app is blocked until one
 * approves).
 */
import { AppError } from '@/domain/errors';
import type { Language } from '@/domain/shared/enums';
import {
  FREE_STATION_LIMIT,
  TRIAL_DAYS,
  type VenueAddData,
  type VenueCategoryItem,
  type VenueExists,
} from '@/domain/venues/venues.schemas';
import { venueCategoryName } from '@/domain/venues/venue-categories';
import { ACCESS_REQUEST_MAIL_KIND, renderAccessRequestMail } from '@/server/mail/venue-notices';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { listMembershipsOf } from '@/server/modules/groups/groups.public';
import { copySetup, requireCopySource } from './copy-setup.service';
import {
  addAdminMembership,
  countVenueCategories,
  findVenueAdminRecipients,
  findVenueByPib,
  findVenueLabel,
  hasPendingAccessRequest,
  insertAccessRequest,
  insertSubscription,
  insertVenue,
  insertVenueCategoryLinks,
  listCategoriesOfVenue,
  listVenueCategories,
  lockAccount,
  makeVenueAdmin,
  markOnboardingFinished,
} from './venues.repository';
import { findAccountById } from '@/server/modules/auth/auth.public';

const DAY_MS = 24 * 60 * 60 * 1000;

type SignedIn<K extends 'db' | 'now' | 'mailer' | 'config' = 'db'> = ServiceContext<K, Principal>;

async function callerLanguage(executor: Executor, caller: Principal): Promise<Language> {
  return (await findAccountById(executor, caller.userId))?.language ?? 'ser';
}

function named(language: Language, rows: { id: number; code: VenueCategoryItem['code'] }[]) {
  return rows.map((row) => ({ ...row, name: venueCategoryName(language, row.code) }));
}

/** GET /venue/categories. */
export async function getVenueCategories(ctx: SignedIn): Promise<VenueCategoryItem[]> {
  const [language, rows] = await Promise.all([
    callerLanguage(ctx.db, ctx.caller),
    listVenueCategories(ctx.db),
  ]);
  return named(language, rows);
}

/**
 * GET /venue/exists/{pib}: docs/PRODUCT.md#data-venue existence check, so the form can offer the request-access form
 * instead.
 */
export async function venueExists(ctx: SignedIn, pib: string): Promise<VenueExists> {
  const venue = await findVenueByPib(ctx.db, pib);
  if (!venue) return { exists: false };
  const [language, categories] = await Promise.all([
    callerLanguage(ctx.db, ctx.caller),
    listCategoriesOfVenue(ctx.db, venue.id),
  ]);
  return { exists: true, ...venue, venueCategories: named(language, categories) };
}

/** The caller may register or join a venue: a verified person without one (never the super admin). */
async function requireVenueless(tx: Executor, caller: Principal) {
  if (caller.role === 'ROLE_SUPERADMIN') throw new AppError('forbidden');
  // The database decides, not the token: a token issued before joining a venue still says "no venue".
  const account = await lockAccount(tx, caller.userId);
  if (!account) throw new AppError('not_found', 'No such user');
  if (!account.verified) throw new AppError('user_not_verified');
  if (account.venueId !== null || account.role !== 'ROLE_USER') {
    throw new AppError('conflict', 'You already belong to a venue');
  }
  if (await hasPendingAccessRequest(tx, account.id)) {
    throw new AppError('conflict', 'Your access request is waiting for approval');
  }
  return account;
}

/**
 * Who may register a venue: a member of a venue (it becomes one more membership) or, as before, a verified person
 * without one (it becomes their home venue, onboarding ahead). The super admin never.
 */
async function requireRegistrant(tx: Executor, caller: Principal) {
  if (caller.role === 'ROLE_SUPERADMIN') throw new AppError('forbidden');
  const account = await lockAccount(tx, caller.userId);
  if (!account) throw new AppError('not_found', 'No such user');
  if (!account.verified) throw new AppError('user_not_verified');
  const member = account.venueId !== null || (await listMembershipsOf(tx, account.id)).length > 0;
  if (!member) return { account: await requireVenueless(tx, caller), member };
  return { account, member };
}

/**
 * POST /venue/add. A member's new venue leaves their home venue as it is (the web switches into the new one); the
 * setup copy, when asked for, is part of the same transaction (docs/decisions/0038-copy-venue-setup.md).
 */
export async function addVenue(ctx: SignedIn<'db' | 'now'>, input: VenueAddData): Promise<{ id: number }> {
  const now = ctx.now();
  const categoryIds = [...new Set(input.venueCategories)];
  return ctx.db.transaction(async (tx) => {
    const { account, member } = await requireRegistrant(tx, ctx.caller);
    if (input.copyFrom) await requireCopySource(tx, account.id, input.copyFrom.venueId);
    if ((await countVenueCategories(tx, categoryIds)) !== categoryIds.length) {
      throw new AppError('invalidInput', 'Unknown venue category');
    }
    if (await findVenueByPib(tx, input.pib))
      throw new AppError('conflict', 'A venue with this tax id exists');
    // A concurrent registration of the same pib fails on venues_pib_uq, which the error handler answers 409.
    const venueId = await insertVenue(
      tx,
      {
        businessName: input.bussiness_name,
        pib: input.pib,
        name: input.name,
        address: input.address,
        phoneNumber: input.phoneNumber,
        email: input.email,
        suppliersWorkingWith: input.supplersWorkingWith,
      },
      now,
    );
    await insertVenueCategoryLinks(tx, venueId, categoryIds);
    await insertSubscription(
      tx,
      venueId,
      {
        plan: 'FREE',
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        departmentLimit: FREE_STATION_LIMIT,
      },
      now,
    );
    if (member) await addAdminMembership(tx, account.id, venueId, now);
    else await makeVenueAdmin(tx, account.id, venueId, now);
    if (input.copyFrom) {
      await copySetup(tx, {
        source: input.copyFrom.venueId,
        target: venueId,
        now,
        userId: account.id,
        parts: input.copyFrom.parts,
        stationLimit: FREE_STATION_LIMIT,
      });
    }
    return { id: venueId };
  });
}

/** POST /venue/requestAccess/{venueId}: the request row and the mails to the venue's admins, in one transaction. */
export async function requestAccess(
  ctx: SignedIn<'db' | 'now' | 'mailer' | 'config'>,
  venueId: number,
): Promise<{ requested: true }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const account = await requireVenueless(tx, ctx.caller);
    const venue = await findVenueLabel(tx, venueId);
    if (!venue || venue.disabled) throw new AppError('not_found', 'No such venue');
    await insertAccessRequest(tx, venue.id, account.id, now);
    const link = `${ctx.config.publicUrl}/admin/users`;
    for (const admin of await findVenueAdminRecipients(tx, venue.id)) {
      const mail = renderAccessRequestMail({
        language: admin.language,
        adminName: admin.name,
        venueName: venue.name,
        askedBy: account.name,
        askedByEmail: account.email,
        link,
      });
      await ctx.mailer.enqueue(
        { kind: ACCESS_REQUEST_MAIL_KIND, to: admin.email, userId: admin.id, venueId: venue.id, ...mail },
        tx,
      );
    }
    return { requested: true as const };
  });
}

/** POST /users/finishOnboarding (step 5: docs/PRODUCT.md#onboarding-complete). */
export async function finishOnboarding(
  ctx: ServiceContext<'db' | 'now'>,
): Promise<{ finishedOnboarding: true }> {
  const done = await markOnboardingFinished(ctx.db, ctx.caller.venueId, ctx.caller.userId, ctx.now());
  if (!done) throw new AppError('not_found', 'No such user');
  return { finishedOnboarding: true };
}
