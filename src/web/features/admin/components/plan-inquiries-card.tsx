import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { formatDateTime } from '@/web/lib/dates';
import { useVenuePlanInquiries } from '../api';

/**
 * The venue's plan inquiries (docs/PRODUCT.md#plan-inquiry), newest first, for the super admin to act on with the
 * plan card.
 */
export function PlanInquiriesCard({ venueId }: { venueId: number }) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  const inquiries = useVenuePlanInquiries(venueId, true);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('inquiries.title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('inquiries.title')}
        </Title>
        {inquiries.isPending ? (
          <PageLoader />
        ) : inquiries.isError ? (
          <ErrorState error={inquiries.error} onRetry={() => void inquiries.refetch()} />
        ) : inquiries.data.length === 0 ? (
          <Text c="dimmed">{t('inquiries.empty')}</Text>
        ) : (
          inquiries.data.map((inquiry) => (
            <Stack
              key={inquiry.id}
              gap={2}
              component="article"
              aria-label={t('inquiries.item', { id: inquiry.id })}
            >
              <Group gap="xs" wrap="wrap">
                <Badge variant="light">{tMain(`enums.plans.${inquiry.selectedPlan}`)}</Badge>
                <Badge variant="light" color={inquiry.handledAt ? 'gray' : 'orange'}>
                  {inquiry.handledAt ? t('inquiries.handled') : t('inquiries.open')}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDateTime(inquiry.createdAt)}
                </Text>
              </Group>
              <Text size="sm">
                {inquiry.userName ?? t('inquiries.unknownUser')}
                {inquiry.userEmail ? ` · ${inquiry.userEmail}` : ''}
              </Text>
              {inquiry.checkedStations.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('inquiries.keeps', { stations: inquiry.checkedStations.map((s) => s.name).join(', ') })}
                </Text>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
