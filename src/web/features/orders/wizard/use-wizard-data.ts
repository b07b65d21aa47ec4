/** Reads the wizard pages need before the wizard can start: the station, and for editing the order and its kind. */
import { useQuery } from '@/web/lib/deferred-query';
import { useState } from 'react';
import type { Order } from '@/domain/orders/orders.schemas';
import { venueToday } from '@/domain/shared/dates';
import { useStations } from '@/web/features/stations/api';
import { isApiError } from '@/web/lib/api-client';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { fetchOrder, orderKeys } from '../order-queries';

export interface WizardStation {
  id: number;
  name: string;
  isWarehouse: boolean;
}

/** The route's station among the user's stations; `station` stays null when the user has no such station. */
export function useWizardStation(stationId: number | null) {
  const stations = useStations(stationId !== null);
  const station =
    stations.data?.find((candidate) => candidate.department.id === stationId)?.department ?? null;
  return { stations, station };
}

interface EditedOrder {
  order: Order;
  kind: OrderKind;
}

/**
 * The order an edit route names. The route does not say whether it is a warehouse (custom) order, and each kind
 * has its own read path (docs/PRODUCT.md#api-stations), so the station decides which one to ask first; a 404 there
 * asks the other.
 */
export function useEditedOrder(orderId: number | null, warehouse: boolean | undefined) {
  return useQuery({
    queryKey: [...orderKeys.detail(orderId ?? 0), 'wizard'],
    queryFn: async (): Promise<EditedOrder> => {
      const first: OrderKind = warehouse ? 'custom' : 'regular';
      try {
        return { order: await fetchOrder(orderId!, first), kind: first };
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        const other: OrderKind = first === 'custom' ? 'regular' : 'custom';
        return { order: await fetchOrder(orderId!, other), kind: other };
      }
    },
    enabled: orderId !== null && warehouse !== undefined,
  });
}

/**
 * docs/PRODUCT.md#dates "today or later" in the venue's time zone (Europe/Belgrade), fixed for the life of the
 * screen.
 */
export function useVenueToday(): string {
  const [today] = useState(() => venueToday(new Date()));
  return today;
}

/** A positive integer route parameter, or null. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
