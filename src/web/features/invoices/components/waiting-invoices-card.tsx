/**
 * The dashboard's card of invoices waiting for a decision (docs/PRODUCT.md#invoices), soonest deadline first, each a
 * link to the invoice. Nothing at all while there are none, or for anyone but a venue admin.
 */
import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppLanguage } from '@/web/i18n/i18n';
import { buildPath, PATHS } from '@/web/lib/paths';
import { useInvoices } from '../api';
import { formatMoney } from '../format';
import { invoiceState, sortInvoices } from '../invoice-state';
import { DeadlineCountdown } from './invoice-badges';

/** How many waiting invoices the card lists; the rest are one tap away on the invoices screen. */
const SHOWN = 5;

export function WaitingInvoicesCard({ enabled }: { enabled: boolean }) {
  const { t, ready } = useTranslation('invoices');
  const language = useAppLanguage();
  const invoices = useInvoices(enabled);
  const waiting = sortInvoices(invoices.data?.invoices ?? []).filter(
    (invoice) => invoiceState(invoice) === 'waiting',
  );
  if (!ready || waiting.length === 0) return null;
  const now = new Date();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="waiting-invoices-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="waiting-invoices-title">
          {t('dashboard.title')}
        </Title>
        {waiting.slice(0, SHOWN).map((invoice) => (
          <UnstyledButton
            key={invoice.id}
            component={Link}
            to={buildPath.adminInvoice(invoice.id)}
            mih={44}
            display="block"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate>
                {invoice.supplierName ?? t('list.unknownSupplier')}
                {invoice.number ? ` · ${invoice.number}` : ''}
              </Text>
              {invoice.totalPayable !== null && (
                <Text size="sm" style={{ flexShrink: 0 }}>
                  {formatMoney(invoice.totalPayable, invoice.currency, language)}
                </Text>
              )}
            </Group>
            <DeadlineCountdown invoice={invoice} now={now} />
          </UnstyledButton>
        ))}
        <Button component={Link} to={PATHS.adminInvoices} variant="light" mih={44} w="fit-content">
          {t('dashboard.all')}
        </Button>
      </Stack>
    </Card>
  );
}
