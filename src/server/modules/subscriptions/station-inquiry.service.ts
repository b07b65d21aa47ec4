/**
 * POST /subscription/sendNewStationInquiry (limit-reached modal, successSentNewStationRequest:
 * docs/PRODUCT.md#station-inquiry, #notices): a venue admin asks for more stations than the plan allows. The inquiry
 * is stored for the super admins and mailed to each of them in the same transaction, so a mail exists exactly when
 * the inquiry does.
 */
import { AppError } from '@/domain/errors';
import type { StationInquiry } from '@/domain/subscriptions/subscriptions.schemas';
import { renderStationInquiryMail, STATION_INQUIRY_MAIL_KIND } from '@/server/mail/venue-notices';
import type { ServiceContext } from '@/server/types';
import { findSuperAdminRecipients, findVenueLabel } from '@/server/modules/venues/venues.public';
import { insertStationInquiry } from './subscriptions.repository';
import { findVenueSubscription } from '@/server/shared/venue-plan';
import { countLiveStations } from '@/server/modules/stations/stations.public';
import { findAccountById } from '@/server/modules/auth/auth.public';

export async function sendNewStationInquiry(
  ctx: ServiceContext<'db' | 'now' | 'mailer' | 'config'>,
  input: StationInquiry,
): Promise<{ sent: true }> {
  const { caller } = ctx;
  // The body names the venue and the user (docs/PRODUCT.md#data-venue); both must be the caller's own, like a row of
  // another venue.
  if (input.venueId !== caller.venueId || input.userId !== caller.userId) {
    throw new AppError('not_found', 'No such venue or user');
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [venue, found, account, stations, recipients] = await Promise.all([
      findVenueLabel(tx, caller.venueId),
      findVenueSubscription(tx, caller.venueId),
      findAccountById(tx, caller.userId),
      countLiveStations(tx, caller.venueId),
      findSuperAdminRecipients(tx),
    ]);
    if (!venue || !found || !account) throw new AppError('not_found', 'No such venue');
    if (!found.subscription) throw new AppError('subscription_not_exist');
    const { plan, departmentLimit } = found.subscription;
    const message = `${plan}: ${stations}/${departmentLimit}`;
    await insertStationInquiry(tx, venue.id, account.id, message, now);
    const link = `${ctx.config.publicUrl}/admin/${venue.id}/restaurant`;
    for (const recipient of recipients) {
      const mail = renderStationInquiryMail({
        language: recipient.language,
        venueName: venue.name,
        venuePib: venue.pib,
        askedBy: account.name,
        askedByEmail: account.email,
        plan,
        stations,
        limit: departmentLimit,
        link,
      });
      await ctx.mailer.enqueue(
        {
          kind: STATION_INQUIRY_MAIL_KIND,
          to: recipient.email,
          userId: recipient.id,
          venueId: venue.id,
          ...mail,
        },
        tx,
      );
    }
    return { sent: true as const };
  });
}
