/**
 * The product table of the supplier's page (docs/PRODUCT.md#supplier-answer): a checkbox per line while the supplier
 * may answer (unticked = will not be delivered), what arrived once the venue received, and the unit price when the
 * venue names prices (docs/PRODUCT.md#prices). A list of rows rather than a wide table: it has to read on a 360 px
 * phone.
 */
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { formatMoney } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';

type Line = SupplierOrderView['lines'][number];

interface OrderLinesProps {
  lines: readonly Line[];
  /** The venue's currency when it names prices in its message (docs/PRODUCT.md#prices), else null. */
  currency: string | null;
  /** Lines the supplier unticked; null when the page is read-only. */
  declined: ReadonlySet<number> | null;
  /** Declined in the stored answer (shown when read-only). */
  answeredDeclined: ReadonlySet<number>;
  onToggle: (line: number) => void;
}

function ReceivedBadge({ line }: { line: Line }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'received' });
  const formatAmount = useFormatAmount();
  if (!line.received) return null;
  const { status, deliveredAmount } = line.received;
  const partial = status === 'DELIVERED' && deliveredAmount !== null && deliveredAmount !== line.amount;
  const color = status === 'DELIVERED' && !partial ? SEMANTIC_COLORS.positive : SEMANTIC_COLORS.warning;
  return (
    <Badge color={color} variant="light">
      {partial ? t('partial', { amount: `${formatAmount(deliveredAmount)} ${line.unit}` }) : t(status)}
    </Badge>
  );
}

export function OrderLines({ lines, currency, declined, answeredDeclined, onToggle }: OrderLinesProps) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'order' });
  const language = useAppLanguage();
  const { t: tStatus } = useTranslation('supplier-portal', { keyPrefix: 'status' });
  const formatAmount = useFormatAmount();
  return (
    <Stack gap={6} role="list" aria-label={t('products')}>
      {lines.map((line) => {
        const unticked = declined ? declined.has(line.line) : answeredDeclined.has(line.line);
        const label = (
          <Stack gap={0}>
            <Text fw={600} td={unticked ? 'line-through' : undefined}>
              {line.line}. {line.name}
            </Text>
            {line.note ? (
              <Text size="sm" c="dimmed">
                {t('itemNote')}: {line.note}
              </Text>
            ) : null}
          </Stack>
        );
        return (
          <Paper key={line.line} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              {declined ? (
                <Checkbox
                  size="md"
                  checked={!declined.has(line.line)}
                  onChange={() => onToggle(line.line)}
                  label={label}
                  aria-label={`${t('deliver')}: ${line.name}`}
                />
              ) : (
                label
              )}
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(line.amount)} {line.unit}
                </Text>
                {currency && line.unitPrice ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('unitPrice', { price: formatMoney(line.unitPrice, currency, language) })}
                  </Text>
                ) : null}
                {!declined && unticked && !line.received ? (
                  <Badge color={SEMANTIC_COLORS.negative} variant="light">
                    {tStatus('declined')}
                  </Badge>
                ) : null}
                <ReceivedBadge line={line} />
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
