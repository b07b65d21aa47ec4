import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueExists } from '@/domain/venues/venues.schemas';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useRequestAccess } from '../api';

/**
 * The tax id belongs to a registered venue; the person may ask its admins to let them in
 * (docs/PRODUCT.md#request-access).
 */
export function RequestAccessCard({ venue }: { venue: VenueExists }) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const request = useRequestAccess();
  const rows: [string, string | undefined][] = [
    [t('registration.businessName'), venue.bussiness_name],
    [t('registration.address'), venue.address],
    [tMain('common.email'), venue.email],
    [tMain('common.phone'), venue.phoneNumber],
    [t('registration.categories'), venue.venueCategories?.map((category) => category.name).join(', ')],
  ];
  return (
    <Card withBorder radius="lg" padding="md" aria-label={t('access.title')}>
      <Stack gap="sm">
        <Text fw={700}>{t('access.title')}</Text>
        <Text>{t('access.intro', { name: venue.name })}</Text>
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            {venue.name}
          </Text>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Text key={label} size="sm">
                <Text span c="dimmed" size="sm">
                  {label}:{' '}
                </Text>
                {value}
              </Text>
            ))}
        </Stack>
        {request.isError && (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {tMain(errorKey(errorCodeOf(request.error)))}
          </Alert>
        )}
        <Button onClick={() => request.mutate(venue.id!)} loading={request.isPending}>
          {t('access.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
