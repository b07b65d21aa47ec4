import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { AppPagination } from '@/web/components/app-pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@/domain/audit/audit.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { formatDateTime } from '@/web/lib/dates';
import { useVenueAudit } from '../api';

/** The venue's history (docs/PRODUCT.md#audit): who changed what and when, with the values before and after, paged. */
export function AuditCard({ venueId }: { venueId: number }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const audit = useVenueAudit(venueId, page);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('audit.title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('audit.title')}
        </Title>
        {audit.isPending ? (
          <PageLoader />
        ) : audit.isError ? (
          <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
        ) : audit.data.events.length === 0 ? (
          <Text c="dimmed">{t('audit.empty')}</Text>
        ) : (
          <>
            {audit.data.events.map((event) => (
              <AuditLine key={event.id} event={event} />
            ))}
            {audit.data.total > audit.data.pageSize && (
              <Group justify="center">
                <AppPagination
                  size="sm"
                  value={page}
                  onChange={setPage}
                  total={Math.ceil(audit.data.total / audit.data.pageSize)}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** A change's values as short "key: value" text; the full JSON would not fit a phone. */
function describe(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

function AuditLine({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={0} component="article">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {t(`audit.actions.${event.action}`)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(event.createdAt)} · {event.actorName ?? t('audit.unknownActor')}
        </Text>
      </Group>
      {event.before && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.before')}: {describe(event.before)}
        </Text>
      )}
      {event.after && (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.after')}: {describe(event.after)}
        </Text>
      )}
    </Stack>
  );
}
