/**
 * Station calls (docs/PRODUCT.md#api-stations): the venue's stations with their order counts (the dashboard, the order
 * screens' station lists, the stations admin screen), and their administration: create, rename, delete, people and
 * suppliers of a station, and the inquiry for more stations than the plan allows. The onboarding wizard changes
 * stations with the same hooks. Every change refreshes the stations and the profile (its people and suppliers lists
 * feed the link dialogs).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { stationOperations } from '@/domain/stations/stations.contract';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { callApi } from '@/web/lib/api-client';

// Everything under 'venue': the dashboard's stations and the onboarding wizard's lists (it uses these hooks too).
const STATIONS_KEY = ['venue'] as const;

export function useStations(enabled: boolean) {
  return useQuery({
    queryKey: ['venue', 'stations'],
    queryFn: ({ signal }) => callApi(stationOperations.list, {}, signal),
    enabled,
  });
}

/**
 * What else a screen shows that a station change moves, read again before the change counts as done (the super
 * admin's venue page: its cards and history).
 */
type Refresh = () => Promise<unknown>;

function useStationsChange<Input, Result>(mutationFn: (input: Input) => Promise<Result>, refresh?: Refresh) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: STATIONS_KEY }), refresh?.()]),
  });
}

export function useAddStation(refresh?: Refresh) {
  return useStationsChange(
    ({ venueId, name }: { venueId: number; name: string }) =>
      callApi(stationOperations.add, { params: { venueId }, body: { name } }),
    refresh,
  );
}

export function useRenameStation() {
  return useStationsChange(({ stationId, name }: { stationId: number; name: string }) =>
    callApi(stationOperations.rename, { params: { id: stationId }, body: { name } }),
  );
}

export function useDeleteStation(refresh?: Refresh) {
  return useStationsChange(
    (stationId: number) => callApi(stationOperations.remove, { params: { id: stationId } }),
    refresh,
  );
}

export interface LinkChanges {
  stationId: number;
  add: number[];
  remove: number[];
}

/** Applies the multi-select's difference: one link or unlink call per person or supplier that changed. */
export function useStationLinks(kind: 'users' | 'suppliers') {
  return useStationsChange(async ({ stationId, add, remove }: LinkChanges) => {
    for (const id of add) {
      if (kind === 'users')
        await callApi(stationOperations.linkUser, { params: { userId: id, departmentId: stationId } });
      else
        await callApi(stationOperations.linkSupplier, {
          params: { departmentId: stationId, supplierId: id },
        });
    }
    for (const id of remove) {
      if (kind === 'users')
        await callApi(stationOperations.unlinkUser, { params: { userId: id, departmentId: stationId } });
      else
        await callApi(stationOperations.unlinkSupplier, {
          params: { departmentId: stationId, supplierId: id },
        });
    }
  });
}

export function useStationInquiry() {
  return useMutation({
    mutationFn: (body: { venueId: number; userId: number }) =>
      callApi(subscriptionOperations.sendNewStationInquiry, { body }),
  });
}
