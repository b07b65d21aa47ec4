/**
 * The one neutral page of a wrong, expired or revoked supplier link (docs/PRODUCT.md#supplier-link), and of too many
 * attempts.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/web/lib/api-client';

export function InvalidLink({ error }: { error: unknown }) {
  const { t } = useTranslation('supplier-portal');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={1} fz={22}>
          {t('page.invalidTitle')}
        </Title>
        <Text>{errorCodeOf(error) === 'too_many_requests' ? t('page.tooMany') : t('page.invalid')}</Text>
      </Stack>
    </Paper>
  );
}
