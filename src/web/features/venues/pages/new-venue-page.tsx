/**
 * `/venues/new`: a venue admin opens another venue (docs/decisions/0038-copy-venue-setup.md): the registration's
 * details, and optionally a copy of the setup of a venue they administer. The new venue is theirs as admin; their
 * home venue stays, and the login switches into the new one right away.
 */
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { Membership } from '@/domain/groups/groups.schemas';
import { VenueAddSchema } from '@/domain/venues/venues.schemas';
import { useMemberships, useSwitchVenue } from '@/web/features/groups/api';
import { errorKey } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf, isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useAddVenue } from '../api';
import { ALL_PARTS, type CopyChoice, CopySetupFields } from '../components/copy-setup-fields';
import { EMPTY_VENUE, toVenueInput, VenueDetailsFields } from '../components/venue-fields';

/**
 * The venues a copy may come from: the memberships where the caller is admin, the current venue first. The current
 * venue is one of them by the page's own rule (venue admins only), so it is offered even before the memberships
 * have loaded.
 */
function administeredVenues(memberships: Membership[], user: Profile | null) {
  const admin = memberships.filter((membership) => membership.role === 'ROLE_ADMIN' && !membership.disabled);
  const current =
    user?.venue && user.role === 'ROLE_ADMIN' ? [{ venueId: user.venue.id, name: user.venue.name }] : [];
  const others = admin.filter((membership) => !current.some((venue) => venue.venueId === membership.venueId));
  return [...current, ...others];
}

export function NewVenuePage() {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const memberships = useMemberships();
  const addVenue = useAddVenue();
  const switchVenue = useSwitchVenue();
  const [failure, setFailure] = useState<ClientErrorCode | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const { user } = useCurrentUser();
  const administered = administeredVenues(memberships.data ?? [], user);
  const current = administered[0];
  const [chosen, setCopy] = useState<CopyChoice | null>(null);
  // Until the admin chooses, the copy is of the venue they are in, every part ticked.
  const copy = chosen ?? { venueId: current ? String(current.venueId) : null, parts: ALL_PARTS };
  const form = useSchemaForm(VenueAddSchema, { initialValues: EMPTY_VENUE, toInput: toVenueInput });

  const open = (venueId: number) => {
    setCreated(venueId);
    switchVenue.mutate(venueId, { onError: (error) => setFailure(errorCodeOf(error)) });
  };

  const submit = form.onSubmit((input) => {
    setFailure(null);
    const copyFrom =
      copy.venueId !== null && copy.parts.length > 0
        ? { venueId: Number(copy.venueId), parts: copy.parts }
        : undefined;
    addVenue.mutate(
      { ...input, copyFrom },
      {
        onSuccess: ({ id }) => open(id),
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0)
            return form.setServerErrors(error.fields);
          setFailure(errorCodeOf(error));
        },
      },
    );
  });

  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <Title order={1} fz={24}>
          {t('newVenue.title')}
        </Title>
        <Text c="dimmed">{t('newVenue.intro')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('registration.pib')}
            inputMode="numeric"
            required
            {...form.getInputProps('pib')}
          />
          <VenueDetailsFields form={form} />
          <CopySetupFields venues={administered} value={copy} onChange={setCopy} />
          {failure && (
            <Alert color={SEMANTIC_COLORS.negative} role="alert">
              {created !== null
                ? t('newVenue.switchFailed')
                : failure === 'conflict'
                  ? t('newVenue.taken')
                  : tMain(errorKey(failure))}
            </Alert>
          )}
          {created !== null && failure !== null ? (
            <Button onClick={() => open(created)} loading={switchVenue.isPending}>
              {t('newVenue.openCreated')}
            </Button>
          ) : (
            <Button
              type="submit"
              disabled={!form.valid || created !== null}
              loading={addVenue.isPending || switchVenue.isPending}
            >
              {t('newVenue.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
