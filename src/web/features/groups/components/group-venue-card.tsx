/**
 * One venue of the owner's group (docs/decisions/0037-venue-memberships.md): what needs attention there, and one tap
 * into it (the switch makes it the login's current venue and opens its dashboard).
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupVenue } from '@/domain/groups/group-overview.schemas';
import { formatMoney } from '@/domain/prices/money';
import { formatNumberValue } from '@/domain/shared/number-format';
import { useAppLanguage } from '@/web/i18n/i18n';

interface Props {
  venue: GroupVenue;
  /** Opens the venue: a switch, or the dashboard when it is the current one already. */
  onOpen: (venue: GroupVenue) => void;
  /** The switch into this venue is under way. */
  opening: boolean;
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
    </Stack>
  );
}

export function GroupVenueCard({ venue, onOpen, opening }: Props) {
  const { t } = useTranslation('groups');
  const language = useAppLanguage();
  const count = (value: number) => formatNumberValue(value, language, 0);
  const titleId = `group-venue-${venue.venueId}`;
  const rising = venue.risingSuppliers;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="group-venue"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {venue.name}
          </Title>
          {venue.current ? (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t('group.current')}
            </Badge>
          ) : null}
          {venue.disabled ? (
            <Badge color="gray" style={{ flexShrink: 0 }}>
              {t('group.disabled')}
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('group.open')} value={count(venue.open)} />
          <Figure label={t('group.expected')} value={count(venue.expected)} />
          <Figure label={t('group.overdue')} value={count(venue.overdue)} alert={venue.overdue > 0} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <Figure
            label={t('group.spendThisMonth')}
            value={formatMoney(venue.spendThisMonth, venue.currency, language)}
          />
          <Figure
            label={t('group.invoicesWaiting')}
            value={count(venue.invoicesWaiting)}
            alert={venue.invoicesWaiting > 0}
          />
        </SimpleGrid>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('group.risingSuppliers')}
          </Text>
          <Text size="sm" data-testid="group-rising">
            {rising === null
              ? t('group.risingNeedsPro')
              : rising.length === 0
                ? t('group.risingNone')
                : rising.join(', ')}
          </Text>
        </Stack>
        <Button
          mih={44}
          fullWidth
          variant={venue.current ? 'light' : 'filled'}
          disabled={venue.disabled}
          loading={opening}
          onClick={() => onOpen(venue)}
        >
          {venue.current ? t('group.openCurrent') : t('group.switch', { name: venue.name })}
        </Button>
      </Stack>
    </Card>
  );
}
