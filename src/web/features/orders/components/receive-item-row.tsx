/**
 * One item of the receive dialog (docs/PRODUCT.md#receiving, #partial-delivery): delivered, partly delivered (amount
 * of at least 0.1) or not delivered with a reason where the plan allows a choice, and a note; an item resolved
 * earlier shows its outcome.
 */
import { Chip, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { NOT_DELIVERED_REASONS, type NotDeliveredReason } from '@/domain/shared/enums';
import { AmountInput, useAmountError } from '@/web/components/amount-input';
import { errorKey } from '@/web/i18n/i18n';
import { ItemOutcome } from './item-outcome';
import { NoteField } from './note-field';
import { OrderItemHeading } from './order-item-heading';
import { formatMoney, nextPriceInput } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';
import { type ItemChoice, type ItemDraft, paidPriceChange, type ReasonMode } from './receive-form';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';

interface ReceiveItemRowProps {
  item: OrderItem;
  kind: OrderKind;
  /** Set for an item still to be received; resolved items show their outcome only. */
  draft: ItemDraft | undefined;
  mode: ReasonMode;
  invalidAmount: boolean;
  /** The typed paid price is not a price. */
  invalidPrice: boolean;
  /** The venue's currency and tolerance (percent) for the price paid (docs/PRODUCT.md#prices). */
  currency: string;
  tolerance: string;
  onChange: (change: Partial<ItemDraft>) => void;
}

const CHOICES: readonly ItemChoice[] = ['delivered', 'partial', 'notDelivered'];
const CHIP_STYLES = {
  root: { width: '100%' },
  label: { width: '100%', justifyContent: 'center', paddingInline: 4 },
} as const;

export function ReceiveItemRow({
  item,
  kind,
  draft,
  mode,
  invalidAmount,
  invalidPrice,
  currency,
  tolerance,
  onChange,
}: ReceiveItemRowProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const amountError = useAmountError();
  const [amountTouched, setAmountTouched] = useState(false);
  const language = useAppLanguage();
  const arrived = draft?.choice === 'delivered' || draft?.choice === 'partial';
  const change = draft && arrived ? paidPriceChange(item, draft, tolerance) : null;
  const signed = (money: string) =>
    `${money.startsWith('-') ? '' : '+'}${formatMoney(money, currency, language)}`;

  const choose = (choice: ItemChoice) =>
    // An item arriving later was marked so on purpose; a fresh not-delivered choice starts with no reason.
    onChange({
      choice,
      reason: choice === 'notDelivered' ? (mode === 'choose' ? null : 'NOT_AVAILABLE') : null,
    });

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={item.name}>
      <Stack gap="xs">
        <OrderItemHeading item={item} />

        {draft ? (
          <>
            <Chip.Group value={draft.choice} onChange={(value) => choose(value as ItemChoice)}>
              {/* Three equal choices on one line, even at 360 px: the filled colour marks the chosen one. */}
              <SimpleGrid cols={3} spacing={6}>
                {CHOICES.map((choice) => (
                  <Chip key={choice} value={choice} radius="sm" icon={null} styles={CHIP_STYLES}>
                    {t(`receive.choice.${choice}`)}
                  </Chip>
                ))}
              </SimpleGrid>
            </Chip.Group>
            {draft.choice === 'partial' ? (
              <AmountInput
                label={t('receive.deliveredAmount')}
                value={draft.amount}
                onChange={(amount) => onChange({ amount })}
                onBlur={() => setAmountTouched(true)}
                required
                rightSection={<Text size="sm">{item.unit}</Text>}
                error={
                  invalidAmount && (amountTouched || draft.amount !== '')
                    ? (amountError(draft.amount) ?? tMain(errorKey('common.requiredField')))
                    : undefined
                }
              />
            ) : null}
            {arrived ? (
              <TextInput
                label={t('receive.paidPrice')}
                description={t('receive.paidPriceHint')}
                value={draft.paidPrice}
                onChange={(event) =>
                  onChange({ paidPrice: nextPriceInput(draft.paidPrice, event.currentTarget.value) })
                }
                inputMode="decimal"
                rightSection={<Text size="sm">{currency}</Text>}
                rightSectionWidth={52}
                error={invalidPrice ? tMain(errorKey('invalidPrice')) : undefined}
              />
            ) : null}
            {change?.changed ? (
              <Text size="sm" c="orange.8" fw={600} role="status">
                {t('receive.priceChanged', {
                  perUnit: signed(change.perUnit),
                  forLine: signed(change.forLine),
                })}
              </Text>
            ) : null}
            {draft.choice === 'notDelivered' && mode !== 'none' ? (
              <Select
                label={t('receive.reason')}
                placeholder={t('receive.reasonPlaceholder')}
                data={NOT_DELIVERED_REASONS.map((reason) => ({
                  value: reason,
                  label: tOrders(`reason.${reason}`),
                }))}
                value={draft.reason}
                onChange={(value) => onChange({ reason: value as NotDeliveredReason | null })}
                disabled={mode === 'notAvailableOnly'}
                description={mode === 'notAvailableOnly' ? t('receive.proOnly') : undefined}
                allowDeselect={false}
                required
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
            {draft.choice !== null ? (
              <NoteField
                label={t('receive.itemNote')}
                hideLabel
                placeholder={t('receive.itemNotePlaceholder')}
                initialValue={draft.note}
                onCommit={(note) => onChange({ note })}
                maxLength={NOTE_MAX_LENGTH}
              />
            ) : null}
          </>
        ) : (
          <>
            <ItemOutcome item={item} kind={kind} />
            {item.receiveNote ? (
              <Text size="sm" c="dimmed">
                {t('receive.itemNote')}: {item.receiveNote}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
