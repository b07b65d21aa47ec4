/** The venue's end of a credit request: settle it with the amount credited, then close it. */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditDetail } from '@/domain/credits/credits.schemas';
import { nextPriceInput, parsePrice } from '@/domain/prices/money';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyErrorText } from '@/web/lib/notify';
import { useCloseCredit, useSettleCredit } from '../api';

function useFailure() {
  const { t } = useTranslation();
  return (error: unknown) => notifyErrorText(t(errorKey(errorCodeOf(error))));
}

export function SettleCredit({ credit }: { credit: CreditDetail }) {
  const { t } = useTranslation('credits');
  const settle = useSettleCredit(credit.id);
  const fail = useFailure();
  const [amount, setAmount] = useState('');
  const price = parsePrice(amount);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 160 }}
          label={t('settle.amount')}
          description={t('settle.hint')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(nextPriceInput(amount, event.currentTarget.value))}
        />
        <Button
          mih={44}
          disabled={price === undefined}
          loading={settle.isPending}
          onClick={() => price !== undefined && settle.mutateAsync(price).catch(fail)}
        >
          {t('settle.action')}
        </Button>
      </Group>
    </Stack>
  );
}

export function CloseCredit({ credit }: { credit: CreditDetail }) {
  const { t } = useTranslation('credits');
  const close = useCloseCredit(credit.id);
  const fail = useFailure();
  return (
    <Button
      mih={44}
      variant="light"
      loading={close.isPending}
      onClick={() => close.mutateAsync(undefined).catch(fail)}
    >
      {t('close')}
    </Button>
  );
}
