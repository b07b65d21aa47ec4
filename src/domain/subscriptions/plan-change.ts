/**
 * Plan changes and plan inquiries (docs/PRODUCT.md#plan-inquiry, #plan-inquiries): which stations a venue keeps when
 * its plan allows fewer than it has, and whether an inquiry names the stations to keep when it has to.
 */
import type { Plan } from '@/domain/shared/enums';
import { BASIC_STATION_LIMIT } from './plan-allowance';

export interface PlanStation {
  id: number;
  deactivated: boolean;
}

export interface StationChanges {
  /** Active stations the new plan has no room for. */
  deactivate: number[];
  /** Deactivated stations the new plan has room for again. */
  reactivate: number[];
}

/**
 * Which stations stay active under a plan allowing `allowed` stations: the ones the venue asked to keep first,
 * then those already active, then the deactivated ones, each oldest first. Nothing is deleted: a station over the
 * limit is deactivated and comes back when a plan has room for it again.
 */
export function planStationChanges(
  stations: readonly PlanStation[],
  allowed: number,
  keep: readonly number[] = [],
): StationChanges {
  const byId = [...stations].sort((a, b) => a.id - b.id);
  const wanted = new Set(keep);
  const ranked = [
    ...byId.filter((s) => wanted.has(s.id)),
    ...byId.filter((s) => !wanted.has(s.id) && !s.deactivated),
    ...byId.filter((s) => !wanted.has(s.id) && s.deactivated),
  ];
  const active = new Set(ranked.slice(0, Math.max(0, allowed)).map((s) => s.id));
  return {
    deactivate: byId.filter((s) => !s.deactivated && !active.has(s.id)).map((s) => s.id),
    reactivate: byId.filter((s) => s.deactivated && active.has(s.id)).map((s) => s.id),
  };
}

/**
 * Asking for BASIC with more than its two stations needs the stations to keep ticked (one or two of the
 * venue's own); otherwise ticked stations must still be the venue's (docs/PRODUCT.md#plan-inquiry). Answers the error
 * code, or null when fine.
 */
export function inquiryStationsProblem(
  selectedPlan: Exclude<Plan, 'FREE'>,
  venueStationIds: readonly number[],
  checkedStations: readonly number[],
): 'invalidInput' | null {
  const own = new Set(venueStationIds);
  if (new Set(checkedStations).size !== checkedStations.length) return 'invalidInput';
  if (checkedStations.some((id) => !own.has(id))) return 'invalidInput';
  if (selectedPlan === 'BASIC' && own.size > BASIC_STATION_LIMIT) {
    if (checkedStations.length === 0 || checkedStations.length > BASIC_STATION_LIMIT) return 'invalidInput';
  }
  return null;
}
