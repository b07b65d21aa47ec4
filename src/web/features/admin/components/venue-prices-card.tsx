/**
 * The venue's price settings on the venue page (docs/PRODUCT.md#prices): currency, whether the supplier's message
 * names prices, and the tolerance for the price paid. Saved with the venue's data through the one venue edit.
 */
import { Button, Card, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVenueDetail } from '@/domain/admin/admin.schemas';
import { CurrencySchema, nextPriceInput, priceInputText, ToleranceSchema } from '@/domain/prices/money';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyError } from '@/web/lib/notify';
import { useUpdateVenue } from '../api';

export function VenuePricesCard({ venue }: { venue: AdminVenueDetail }) {
  const { t } = useTranslation('admin', { keyPrefix: 'venue.prices' });
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const update = useUpdateVenue(venue.id);
  const [currency, setCurrency] = useState(venue.currency);
  const [tolerance, setTolerance] = useState(priceInputText(venue.priceTolerance, language));
  const [pricesInMessage, setPricesInMessage] = useState(venue.pricesInMessage);
  const currencyOk = CurrencySchema.safeParse(currency).success;
  const toleranceOk = ToleranceSchema.safeParse(tolerance).success;

  const save = () =>
    update.mutate(
      {
        name: venue.name,
        bussiness_name: venue.bussiness_name,
        address: venue.address,
        pib: venue.pib,
        phoneNumber: venue.phoneNumber,
        email: venue.email,
        currency,
        pricesInMessage,
        priceTolerance: tolerance,
      },
      { onError: (error) => notifyError(errorKey(errorCodeOf(error))) },
    );

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <TextInput
          label={t('currency')}
          value={currency}
          maxLength={3}
          onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase())}
          error={currencyOk ? undefined : tMain(errorKey('invalidInput'))}
        />
        <TextInput
          label={t('tolerance')}
          description={t('toleranceHint')}
          inputMode="decimal"
          value={tolerance}
          onChange={(event) => setTolerance(nextPriceInput(tolerance, event.currentTarget.value))}
          rightSection="%"
          error={toleranceOk ? undefined : tMain(errorKey('invalidInput'))}
        />
        <Switch
          label={t('inMessage')}
          checked={pricesInMessage}
          onChange={(event) => setPricesInMessage(event.currentTarget.checked)}
          size="md"
        />
        <Button onClick={save} disabled={!currencyOk || !toleranceOk} loading={update.isPending} mih={44}>
          {tMain('common.save')}
        </Button>
      </Stack>
    </Card>
  );
}
