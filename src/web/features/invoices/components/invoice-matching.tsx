/**
 * The invoice's matching (docs/decisions/0028-invoice-matching.md): whether its seller is a supplier of the venue
 * (if not, create it from the invoice in one tap), and the orders it covers, which the admin can take off or add
 * from the supplier's recent orders.
 */
import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { RequestError } from '@/web/components/request-error';
import { formatDate } from '@/web/lib/dates';
import {
  useAddInvoiceOrder,
  useCreateSupplierFromInvoice,
  useOrderChoices,
  useRemoveInvoiceOrder,
} from '../api';

export function InvoiceMatching({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0}>
          {t('matching.title')}
        </Text>
        {invoice.supplierId === null ? (
          <UnknownSupplier invoice={invoice} />
        ) : (
          <MatchedOrders invoice={invoice} />
        )}
      </Stack>
    </Paper>
  );
}

function UnknownSupplier({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const create = useCreateSupplierFromInvoice(invoice.id);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('matching.supplierUnknown')}</Text>
      {invoice.seller && (
        <Button mih={44} variant="light" loading={create.isPending} onClick={() => create.mutate()}>
          {t('matching.createSupplier')}
        </Button>
      )}
      <RequestError error={create.error} />
    </Stack>
  );
}

function MatchedOrders({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const remove = useRemoveInvoiceOrder(invoice.id);
  return (
    <Stack gap="xs">
      {invoice.orders.length === 0 ? (
        <Text size="sm">{t('matching.noOrders')}</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {invoice.orders.map((order) => (
            <Group key={order.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">
                {t('matching.order', { number: order.orderNumber, date: formatDate(order.deadline) })}
                <Text span size="xs" c="dimmed">
                  {' · '}
                  {t(`matching.how.${order.how}`)}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label={t('matching.removeOrder', { number: order.orderNumber })}
                loading={remove.isPending && remove.variables === order.id}
                onClick={() => remove.mutate(order.id)}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <RequestError error={remove.error} />
      <AddOrder invoiceId={invoice.id} />
    </Stack>
  );
}

function AddOrder({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const choices = useOrderChoices(invoiceId, open);
  const add = useAddInvoiceOrder(invoiceId);
  if (!open) {
    return (
      <Button mih={44} variant="subtle" w="fit-content" onClick={() => setOpen(true)}>
        {t('matching.addOrder')}
      </Button>
    );
  }
  const options = (choices.data?.orders ?? [])
    .filter((order) => !order.matched)
    .map((order) => ({
      value: String(order.id),
      label: t('matching.order', { number: order.orderNumber, date: formatDate(order.deadline) }),
    }));
  return (
    <Stack gap="xs">
      <Select
        label={t('matching.chooseOrder')}
        data={options}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage={t('matching.noChoices')}
        placeholder={choices.isPending ? t('matching.loading') : undefined}
        searchable
      />
      {choices.isSuccess && options.length === 0 && <Text size="sm">{t('matching.noChoices')}</Text>}
      <Group gap="xs">
        <Button
          mih={44}
          disabled={chosen === null}
          loading={add.isPending}
          onClick={() =>
            chosen !== null &&
            add.mutate(Number(chosen), {
              onSuccess: () => {
                setChosen(null);
                setOpen(false);
              },
            })
          }
        >
          {t('matching.add')}
        </Button>
        <Button mih={44} variant="subtle" onClick={() => setOpen(false)}>
          {t('matching.cancel')}
        </Button>
      </Group>
      <RequestError error={add.error ?? choices.error} />
    </Stack>
  );
}
