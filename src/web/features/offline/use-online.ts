import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/** The browser's idea of the network, as TanStack Query follows it (paused queries, the online event). */
export function useOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOnline, isOnline);
}
