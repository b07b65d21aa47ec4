/**
 * What both forms of the venue switcher share (docs/decisions/0037-venue-memberships.md): the caller's venues, shown
 * only to an account in two or more, and the switch, refused while this phone's outbox still holds writes made in
 * the current venue (they would be sent with the next venue's token: decision 0024).
 */
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { Membership } from '@/domain/groups/groups.schemas';
import { useUnsentWrites } from '@/web/features/offline/public';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useMemberships, useSwitchVenue } from '../api';

export interface VenueSwitcherState {
  venues: readonly Membership[];
  /** Two or more venues: the switcher is shown. */
  shown: boolean;
  current: Membership | undefined;
  switching: boolean;
  choose(venue: Membership): void;
  /** Reads the venues' counts again (the desktop menu stays mounted between openings). */
  refresh(): void;
}

const isVenueMember = (user: Profile): boolean =>
  (user.role === 'ROLE_ADMIN' || user.role === 'ROLE_USER') && user.venue !== null && !user.pending_invites;

export function useVenueSwitcher(user: Profile, onSwitched?: () => void): VenueSwitcherState {
  const { t } = useTranslation('groups');
  const { t: tMain } = useTranslation();
  const memberships = useMemberships(isVenueMember(user));
  const unsent = useUnsentWrites(user.id);
  const switchVenue = useSwitchVenue();
  const venues = memberships.data ?? [];
  const current = venues.find((venue) => venue.current);

  const choose = (venue: Membership) => {
    if (venue.current || venue.disabled || switchVenue.isPending) return;
    if (unsent > 0) {
      notifyErrorText(t('switcher.outboxWaiting', { name: current?.name ?? user.venue?.name ?? '' }));
      return;
    }
    switchVenue.mutate(venue.venueId, {
      onSuccess: () => {
        onSwitched?.();
        notifySuccessText(t('switcher.switched', { name: venue.name }));
      },
      onError: (error) => notifyErrorText(tMain(errorKey(errorCodeOf(error)))),
    });
  };

  return {
    venues,
    shown: venues.length >= 2,
    current,
    switching: switchVenue.isPending,
    choose,
    refresh: () => void memberships.refetch(),
  };
}
