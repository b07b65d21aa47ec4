/**
 * Everything around the router: Mantine (theme, colour scheme from the user's profile), dates (Monday-first weeks,
 * docs/PRODUCT.md#constants-timings), snackbars and TanStack Query (kept in IndexedDB in the app: decision 0024).
 */
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { LOCALE_OF, useAppLanguage } from '@/web/i18n/i18n';
import { useSession } from '@/web/lib/session';
// The persistence alone, not the offline feature's barrel: its notices and outbox are lazy (lazy-offline-status.tsx).
import { persistOptions, refreshRestoredData } from '@/web/features/offline/query-persistence';
import { LazyNotifications } from './lazy-notifications';
import { cssVariablesResolver, theme } from './theme';

const MONDAY = 1;

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests turn off transitions and portals. */
  env?: 'default' | 'test';
  /** Keep the chef's data in IndexedDB for a visit without a network (the app; not tests or the prerender). */
  persist?: boolean;
}

export function AppProviders({ queryClient, children, env = 'default', persist = false }: AppProvidersProps) {
  const language = useAppLanguage();
  const colorScheme = useSession()?.user.theme ?? 'light';
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={colorScheme}
      env={env}
    >
      {/* Axe: Mantine paints weekend days red.6 on white (3.28:1); they keep the day's text colour. */}
      <DatesProvider settings={{ locale: LOCALE_OF[language], firstDayOfWeek: MONDAY, weekendDays: [] }}>
        <LazyNotifications />
        {persist ? (
          <PersistQueryClientProvider
            client={queryClient}
            persistOptions={persistOptions}
            onSuccess={() => refreshRestoredData(queryClient)}
          >
            {children}
          </PersistQueryClientProvider>
        ) : (
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        )}
      </DatesProvider>
    </MantineProvider>
  );
}
