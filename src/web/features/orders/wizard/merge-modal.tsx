/**
 * Merge offer (docs/PRODUCT.md#merge): the station's unfinished orders for the same supplier and date. Each can be
 * opened; a draft or (for admins) a sent order can take the current selection; or the user goes on with a new order.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowMerge, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@/domain/shared/date-format';
import { AppModal } from '@/web/components/app-modal';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { OrderStatusBadge } from '../components/order-status-badge';
import { MergeConfirm } from './merge-confirm';
import type { MergeOffer } from './merge-offer';
import type { WizardLine } from './wizard-state';

interface MergeModalProps {
  opened: boolean;
  offers: MergeOffer[];
  /**
   * The offer whose "merge" was pressed; the dialog asks to confirm what will be added to it
   * (docs/PRODUCT.md#merge-undo).
   */
  confirming: MergeOffer | null;
  lines: readonly WizardLine[];
  onConfirm: () => void;
  onBackToOffers: () => void;
  /** The order a merge is being made into, while the request runs. */
  mergingId: number | null;
  error: string | null;
  onGoTo: (offer: MergeOffer) => void;
  onMerge: (offer: MergeOffer) => void;
  onContinueNew: () => void;
  onClose: () => void;
}

export function MergeModal({
  opened,
  offers,
  confirming,
  lines,
  onConfirm,
  onBackToOffers,
  mergingId,
  error,
  onGoTo,
  onMerge,
  onContinueNew,
  onClose,
}: MergeModalProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const busy = mergingId !== null;
  const first = offers[0]?.order;
  return (
    <AppModal opened={opened} onClose={() => !busy && onClose()} title={t('merge.title')}>
      {confirming ? (
        <MergeConfirm
          orderNumber={confirming.order.order_number}
          lines={lines}
          pending={busy}
          error={error}
          onConfirm={onConfirm}
          onBack={onBackToOffers}
        />
      ) : (
        <Stack gap="sm">
          <Text>
            {t('merge.text', {
              supplier: first?.supplier?.name ?? first?.marketSupplier?.name ?? '',
              date: first ? formatDisplayDate(first.deadline) : '',
            })}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0}>
            {offers.map((offer) => (
              <Paper
                key={offer.order.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                style={{ listStyle: 'none' }}
                aria-label={t('merge.orderLabel', { number: offer.order.order_number })}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={700}>{offer.order.order_number}</Text>
                    <Group gap="xs">
                      <OrderStatusBadge status={offer.order.status} />
                      <Badge variant="outline" color="gray">
                        {t('merge.items', { number: offer.order.itemsCount })}
                      </Badge>
                    </Group>
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    <Button
                      variant="default"
                      leftSection={<IconExternalLink size={16} />}
                      onClick={() => onGoTo(offer)}
                      disabled={busy}
                      aria-label={t('merge.goToLabel', { number: offer.order.order_number })}
                    >
                      {t('merge.goTo')}
                    </Button>
                    {offer.merge ? (
                      <Button
                        leftSection={<IconArrowMerge size={16} />}
                        onClick={() => onMerge(offer)}
                        disabled={offer.merge.block !== null || (busy && mergingId !== offer.order.id)}
                        loading={mergingId === offer.order.id}
                        aria-label={t('merge.mergeLabel', { number: offer.order.order_number })}
                      >
                        {t('merge.merge')}
                      </Button>
                    ) : null}
                  </Group>
                  {offer.merge?.block ? (
                    <Text size="sm" c="dimmed">
                      {t(`merge.blocked.${offer.merge.block}`)}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
          {error ? (
            <Alert color={SEMANTIC_COLORS.negative} role="alert">
              {error}
            </Alert>
          ) : null}
          <Button size="md" variant="light" onClick={onContinueNew} disabled={busy}>
            {t('merge.continueNew')}
          </Button>
        </Stack>
      )}
    </AppModal>
  );
}
