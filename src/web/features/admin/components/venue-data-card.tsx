import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminVenueDetail, venueDataSchemaKeeping } from '@/domain/admin/admin.schemas';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { notifyError } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useUpdateVenue } from '../api';

const FIELDS = ['name', 'bussiness_name', 'pib', 'address', 'phoneNumber', 'email'] as const;

/**
 * The venue's data (docs/PRODUCT.md#venue-data: editable on the venue page), read-only until the admin presses edit.
 */
export function VenueDataCard({ venue }: { venue: AdminVenueDetail }) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('venue.dataTitle')}
          </Title>
          {!editing && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('venue.edit')}
            </Button>
          )}
        </Group>
        {editing ? (
          <VenueDataForm venue={venue} onDone={() => setEditing(false)} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {FIELDS.map((field) => (
              <Stack key={field} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`venue.fields.${field}`)}
                </Text>
                <Text>{venue[field] || '—'}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function VenueDataForm({ venue, onDone }: { venue: AdminVenueDetail; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const update = useUpdateVenue(venue.id);
  // The PIB rule, keeping a tax id stored before it (decision 0019).
  const schema = useMemo(() => venueDataSchemaKeeping(venue.pib), [venue.pib]);
  const form = useSchemaForm(schema, {
    initialValues: Object.fromEntries(FIELDS.map((field) => [field, venue[field]])) as Record<
      (typeof FIELDS)[number],
      string
    >,
  });
  const submit = form.onSubmit((data) =>
    update.mutate(data, {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
        notifyError(errorKey(errorCodeOf(error)));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`venue.fields.${field}`)}
              required={field === 'name' || field === 'bussiness_name' || field === 'pib'}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {tMain('common.cancel')}
          </Button>
          <Button type="submit" disabled={!form.valid} loading={update.isPending}>
            {tMain('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
