/**
 * Changing a venue's plan and asking for one (docs/PRODUCT.md#plan-allowance, #plan-change). The super admin sets the
 * plan and station limit; stations the new plan has no room for are deactivated (history kept, no new orders) and
 * come back when a plan has room again. A venue asks for a paid plan with an inquiry, mailed to the super admins in
 * the same transaction. Both changes are recorded in the venue's audit trail.
 */
import { AppError } from '@/domain/errors';
import { BASIC_STATION_LIMIT, planAllowance } from '@/domain/subscriptions/plan-allowance';
import { inquiryStationsProblem, planStationChanges } from '@/domain/subscriptions/plan-change';
import type {
  PlanInquiry,
  PlanInquiryInput,
  SetSubscriptionInput,
  Subscription,
} from '@/domain/subscriptions/subscriptions.schemas';
import { trialStatus } from '@/domain/subscriptions/trial';
import { PLAN_INQUIRY_MAIL_KIND, renderPlanInquiryMail } from '@/server/mail/plan-inquiry';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { recordAudit } from '@/server/modules/audit/audit.public';
import { findSuperAdminRecipients, findVenueName } from '@/server/modules/venues/venues.public';
import {
  insertPlanInquiry,
  latestOpenInquiryStations,
  listPlanInquiries,
  markInquiriesHandled,
  saveSubscription,
} from './subscriptions.repository';
import { lockVenue } from '@/server/shared/admin-scope';
import { findVenueSubscription } from '@/server/shared/venue-plan';
import { listPlanStations, setStationsDeactivated } from '@/server/modules/stations/stations.public';

/** POST /subscription/setSubscription: the super admin's plan change, in one transaction with its consequences. */
export async function setSubscription(
  ctx: ServiceContext<'db' | 'now', Principal>,
  input: SetSubscriptionInput,
): Promise<Subscription> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The venue's row lock orders this against station creation (station-admin.service.ts) and other changes.
    if (!(await lockVenue(tx, input.venueId))) throw new AppError('not_found', 'No such venue');
    const previous = (await findVenueSubscription(tx, input.venueId))?.subscription ?? null;
    const departmentLimit = input.departmentLimit ?? previous?.departmentLimit ?? BASIC_STATION_LIMIT;
    await saveSubscription(tx, input.venueId, { plan: input.plan, departmentLimit }, now);

    const trial = trialStatus(input.plan, previous?.trialEndsAt ?? null, now);
    const allowed = planAllowance({
      plan: input.plan,
      trialEnded: trial.trialEnded,
      departmentLimit,
    }).stations;
    const keep =
      input.checkedStations ?? (await latestOpenInquiryStations(tx, input.venueId, input.plan)) ?? [];
    const stations = await listPlanStations(tx, input.venueId);
    const changes = planStationChanges(stations, allowed, keep);
    await setStationsDeactivated(tx, input.venueId, changes.deactivate, now, now);
    await setStationsDeactivated(tx, input.venueId, changes.reactivate, null, now);
    await markInquiriesHandled(tx, input.venueId, now);

    const nameOf = (id: number) => stations.find((station) => station.id === id)?.name ?? String(id);
    await recordAudit(tx, {
      venueId: input.venueId,
      actorId: ctx.caller.userId,
      action: 'subscription.set',
      before: previous ? { plan: previous.plan, departmentLimit: previous.departmentLimit } : null,
      after: {
        plan: input.plan,
        departmentLimit,
        ...(changes.deactivate.length > 0 ? { deactivatedStations: changes.deactivate.map(nameOf) } : {}),
        ...(changes.reactivate.length > 0 ? { reactivatedStations: changes.reactivate.map(nameOf) } : {}),
      },
      at: now,
    });
    return { plan: input.plan, ...trial, departmentLimit };
  });
}

/** POST /subscription/sendPlanInquiry: a person of the venue asks for a paid plan; the super admins are mailed. */
export async function sendPlanInquiry(
  ctx: ServiceContext<'db' | 'now' | 'mailer' | 'config'>,
  input: PlanInquiryInput,
): Promise<PlanInquiry> {
  const { caller } = ctx;
  if (input.venueId !== caller.venueId) throw new AppError('not_found', 'No such venue');
  // docs/PRODUCT.md#api-subscriptions carries the user on the wire; it can only be the caller.
  if (input.userId !== caller.userId) throw new AppError('forbidden');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const stations = await listPlanStations(tx, caller.venueId);
    const problem = inquiryStationsProblem(
      input.selectedPlan,
      stations.map((station) => station.id),
      input.checkedStations,
    );
    if (problem) throw new AppError(problem, 'Tick the stations to keep');
    const { id } = await insertPlanInquiry(
      tx,
      {
        venueId: caller.venueId,
        userId: caller.userId,
        selectedPlan: input.selectedPlan,
        checkedStations: input.checkedStations,
      },
      now,
    );
    const [inquiry] = await listPlanInquiries(tx, caller.venueId, 1, id);
    if (!inquiry) throw new AppError('internal_error');

    const venueName = (await findVenueName(tx, caller.venueId)) ?? '';
    const link = `${ctx.config.publicUrl}/admin/${caller.venueId}/restaurant`;
    for (const admin of await findSuperAdminRecipients(tx)) {
      const mail = renderPlanInquiryMail({
        language: admin.language,
        venueName,
        plan: input.selectedPlan,
        askedBy: inquiry.userName ?? '',
        askedByEmail: inquiry.userEmail ?? '',
        keptStations: inquiry.checkedStations.map((station) => station.name),
        link,
      });
      await ctx.mailer.enqueue(
        { kind: PLAN_INQUIRY_MAIL_KIND, to: admin.email, userId: admin.id, venueId: caller.venueId, ...mail },
        tx,
      );
    }
    return inquiry;
  });
}
