/**
 * docs/PRODUCT.md#wizard-navigation: leaving the wizard with unsaved input (Back on step 0, the phone's Back, the
 * menu, any link) asks whether to keep the local draft or drop it. Saving, sending, cancelling and merging release
 * the wizard (`released`); the trips with a way back (docs/PRODUCT.md#back-to-order) keep the draft without asking:
 * the Articles page and the station's stock count (docs/decisions/0032-suggested-amounts.md), once the
 * came-from-new-order marker is set.
 */
import type { RefObject } from 'react';
import { useBlocker } from 'react-router';
import { buildPath, PATHS } from '@/web/lib/paths';
import { readCameFromNewOrder } from '../draft-storage';

export function useLeaveGuard(stationId: number, unsaved: boolean, released: RefObject<boolean>) {
  return useBlocker(({ currentLocation, nextLocation }) => {
    if (!unsaved || released.current || currentLocation.pathname === nextLocation.pathname) return false;
    const withWayBack = [PATHS.articles, buildPath.stockCount(stationId)].includes(nextLocation.pathname);
    return !(withWayBack && readCameFromNewOrder() !== null);
  });
}
