/**
 * Step 2 (docs/PRODUCT.md#wizard-preview, #order-wizard): the order as a readable list and exactly as it will be sent
 * (domain formatOrderMessage, in the interface language), with line values and the total when prices exist
 * (docs/PRODUCT.md#prices), then the send panel. Users who may not send still see everything and can save. An order
 * above the sender's own limit shows the approval gate instead of channels (docs/PRODUCT.md#order-limits).
 */
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@/domain/shared/date-format';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { type SendChoice, SendPanel, type SendPermissions, type SendResult } from '../components/send-panel';
import type { MergeOffer } from './merge-offer';
import { LimitGate, useLimitCheck } from './limit-gate';
import { OrderGuardsPanel } from './order-guards-panel';
import { SEND_PANEL_ID } from './send-panel-anchor';
import { LinePrice, WizardTotal } from './wizard-money';
import type { OrderGuards } from './use-order-guards';
import type { WizardState } from './wizard-state';

interface PreviewStepProps {
  state: WizardState;
  venueId: number;
  message: { text: string; subject: string };
  permissions: SendPermissions;
  sendDisabled: boolean;
  initialContactId: number | null;
  /** Opened to be sent in one tap (a prepared draft's notification): the channels send at once. */
  oneTap: boolean;
  onPrepare: (choice: SendChoice) => Promise<SendResult>;
  onSend: (choice: SendChoice) => Promise<void>;
  onSent: (choice: SendChoice) => void;
  /** Warnings before sending (docs/decisions/0025-order-guards.md). */
  guards: OrderGuards;
  offers: readonly MergeOffer[];
  onFix: () => void;
  onShowOffers: () => void;
  /** The sender's own order limit; null for admins and people without one. */
  orderLimit: string | null;
  /** Saves the order and asks for its approval (the limit gate's action). */
  onRequestApproval: () => Promise<void>;
}

export function PreviewStep({
  state,
  venueId,
  message,
  permissions,
  sendDisabled,
  initialContactId,
  oneTap,
  onPrepare,
  onSend,
  onSent,
  guards,
  offers,
  onFix,
  onShowOffers,
  orderLimit,
  onRequestApproval,
}: PreviewStepProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const { t: tOrders } = useTranslation('orders');
  const formatAmount = useFormatAmount();
  const isMobile = useIsMobile();
  const limit = useLimitCheck(state.lines, orderLimit, state.savedOrderId);

  return (
    <Stack gap="md">
      <OrderGuardsPanel
        guards={guards}
        lines={state.lines}
        offers={offers}
        onFix={onFix}
        onShowOffers={onShowOffers}
      />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="wizard-summary">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="wizard-summary">
            {t('preview.summary')}
          </Title>
          <Group gap="lg" wrap="wrap">
            <Field label={tOrders('fields.supplier')} value={state.supplierName ?? ''} />
            <Field
              label={tOrders('fields.deadline')}
              value={state.deadline ? formatDisplayDate(state.deadline) : ''}
            />
            {state.paymentMethod ? (
              <Field
                label={tOrders('fields.paymentMethod')}
                value={tOrders(`paymentMethod.${state.paymentMethod}`)}
              />
            ) : null}
          </Group>
          <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label={tOrders('fields.items')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tOrders('fields.article')}</Table.Th>
                <Table.Th ta="right">{tOrders('fields.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.lines.map((line) => (
                <Table.Tr key={line.articleId}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.name}
                    </Text>
                    {line.note.trim() ? (
                      <Text size="xs" c="dimmed">
                        {line.note}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(line.amount)} {line.unit}
                    <LinePrice unitPrice={line.unitPrice} amount={line.amount} valueOnly />
                    {guards.outliers.has(line.articleId) ? (
                      <Text
                        size="xs"
                        c={`var(--mantine-color-${SEMANTIC_COLORS.warning}-light-color)`}
                        fw={600}
                      >
                        {t('guards.usually', {
                          amount: formatAmount(guards.outliers.get(line.articleId)!.usual),
                          unit: line.unit,
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <WizardTotal lines={state.lines} />
          {state.orderNote.trim() ? (
            <Field label={tOrders('fields.orderNote')} value={state.orderNote} />
          ) : null}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="wizard-text">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="wizard-text">
            {t('preview.text')}
          </Title>
          <Text
            component="pre"
            size="sm"
            m={0}
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{
              whiteSpace: 'pre-wrap',
              fontFamily: 'inherit',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            {message.text}
          </Text>
        </Stack>
      </Card>

      {/* Phones: no card frame around the channels, so six buttons with their names fit two to a row at 360 px. */}
      <Card
        withBorder={!isMobile}
        radius="md"
        padding={isMobile ? 0 : 'md'}
        component="section"
        id={SEND_PANEL_ID}
        tabIndex={-1}
        aria-label={t('actions.send')}
        style={{ scrollMarginTop: 'var(--mantine-spacing-md)', outline: 'none' }}
      >
        {limit.held ? (
          <LimitGate check={limit} onRequest={onRequestApproval} />
        ) : (
          <SendPanel
            venueId={venueId}
            supplierId={state.supplierId!}
            message={message}
            permissions={permissions}
            onPrepare={onPrepare}
            onSend={onSend}
            onSent={onSent}
            disabled={sendDisabled}
            initialContactId={initialContactId}
            oneTap={oneTap}
          />
        )}
      </Card>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Stack>
  );
}
