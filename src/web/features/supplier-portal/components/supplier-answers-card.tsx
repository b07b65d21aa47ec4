/**
 * The dashboard's "Supplier answers" card (docs/PRODUCT.md#supplier-answers-card): what suppliers answered in the
 * last days about orders still expected (confirmed, with changes, rejected), each linking to the order. It sits below
 * the station cards and asks only once they are there, so the dashboard's first paint stays light and nothing above
 * it moves.
 */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierDecision, SupplierState } from '@/domain/supplier-portal/answer';
import type { RecentSupplierAnswer } from '@/domain/supplier-portal/recent-answers';
import { formatDate } from '@/web/lib/dates';
import { useRecentSupplierAnswers } from '../api';
import { SupplierStateChip } from './supplier-state-chip';

const STATE: Record<SupplierDecision, SupplierState> = {
  CONFIRMED: 'confirmed',
  CONFIRMED_WITH_CHANGES: 'confirmed_with_changes',
  REJECTED: 'rejected',
};

interface SupplierAnswersCardProps {
  /** False until the page above has painted. */
  enabled: boolean;
  /** Where an answer's order opens. */
  orderPath: (answer: RecentSupplierAnswer) => string;
}

export function SupplierAnswersCard({ enabled, orderPath }: SupplierAnswersCardProps) {
  const { t, ready } = useTranslation('supplier-portal', { keyPrefix: 'recent' });
  const answers = useRecentSupplierAnswers(enabled);
  if (!ready || !answers.data || answers.data.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="supplier-answers-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="supplier-answers-title">
          {t('title')}
        </Title>
        {answers.data.map((answer) => (
          <Stack key={answer.orderId} gap={2}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={orderPath(answer)} fw={600} className="tap-target">
                {t('order', { number: answer.orderNumber, supplier: answer.supplierName })}
              </Anchor>
              <SupplierStateChip state={STATE[answer.decision]} />
            </Group>
            <Text size="sm" c="dimmed">
              {[
                answer.stationName,
                t('delivery', { date: formatDate(answer.deliveryDate) }),
                answer.declinedCount > 0 ? t('declined', { count: answer.declinedCount }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
