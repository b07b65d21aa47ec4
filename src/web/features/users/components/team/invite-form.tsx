/**
 * Invite by e-mail (/admin/users: docs/PRODUCT.md#team): the address and the stations the new colleague works at
 * (at least one when the venue has stations, so a new cook never lands on "not assigned to any station": decision
 * 0034). The button is enabled once the address has stayed valid for 1500 ms (debounce: docs/PRODUCT.md#debounces),
 * and the server's refusal (an address that already has a venue) shows on the field.
 */
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteFormSchema } from '@/domain/users/team.schemas';
import { DEBOUNCE } from '@/domain/shared/timing';
import { PageLoader } from '@/web/components/page-loader';
import { useStations } from '@/web/features/stations/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useInviteUser } from '../../api';

interface InviteFormProps {
  venueId: number;
  userId: number;
}

interface StationChoice {
  id: number;
  name: string;
}

export function InviteForm(props: InviteFormProps) {
  // A sent invitation starts a fresh form (no "required" complaint on the emptied field).
  const [round, setRound] = useState(0);
  const stations = useStations(true);
  const choices = useMemo(
    () => (stations.data ?? []).map(({ department }) => ({ id: department.id, name: department.name })),
    [stations.data],
  );
  if (stations.isPending) return <PageLoader />;
  return (
    <InviteEmailForm
      key={`${round}-${choices.length > 0}`}
      {...props}
      stations={choices}
      onSent={() => setRound((value) => value + 1)}
    />
  );
}

interface InviteValues extends Record<string, unknown> {
  email: string;
  stationIds: string[];
}

function InviteEmailForm({
  venueId,
  userId,
  stations,
  onSent,
}: InviteFormProps & { stations: StationChoice[]; onSent: () => void }) {
  const { t } = useTranslation('users', { keyPrefix: 'team' });
  const { t: tMain } = useTranslation();
  const invite = useInviteUser();
  // Only one station: it is the one (nothing to choose).
  const initialValues: InviteValues = {
    email: '',
    stationIds: stations.length === 1 ? [String(stations[0]!.id)] : [],
  };
  const form = useSchemaForm(inviteFormSchema(stations.length > 0), { initialValues });
  const [settled] = useDebouncedValue(form.values.email, DEBOUNCE.inviteEmail);
  const ready = form.valid && settled === form.values.email;

  const submit = form.onSubmit(({ email, stationIds }) => {
    if (!ready) return;
    invite.mutate(
      { email, restaurantId: venueId, userId, stationIds: stationIds.map(Number) },
      {
        onSuccess: () => {
          notifySuccessText(t('invite.sent', { email }));
          onSent();
        },
        onError: (error) => {
          if (isApiError(error) && error.status < 500 && error.code !== 'not_found') {
            form.setServerErrors({ email: error.fields.email ?? error.code });
          } else notifyErrorText(tMain(errorKey(errorCodeOf(error))));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('invite.label')}
            placeholder={t('invite.placeholder')}
            type="email"
            inputMode="email"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('email')}
            onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!ready} loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
        {stations.length > 0 ? (
          <Checkbox.Group
            label={t('invite.stations')}
            description={t('invite.stationsHint')}
            {...form.getInputProps('stationIds')}
          >
            <Group gap="md" mt="xs">
              {stations.map((station) => (
                <Checkbox key={station.id} value={String(station.id)} label={station.name} size="md" />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
      </Stack>
    </form>
  );
}
