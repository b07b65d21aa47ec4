/**
 * A person's order limit on the team screen (src/domain/orders/order-limit.ts): the largest order total they may send
 * without approval, in the venue's currency (named in the label; the current limit in the reader's format); empty is
 * no limit. A comma or a dot is the decimal separator; the server answers invalidOrderLimit for anything else.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPriceInput, priceInputText } from '@/domain/prices/money';
import type { TeamMember } from '@/domain/users/team.schemas';
import { AppModal } from '@/web/components/app-modal';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { notifySuccessText } from '@/web/lib/notify';
import { useFormatMoney, useVenueCurrency } from '@/web/lib/use-format-money';
import { useSetOrderLimit } from '../../api';

export function MemberLimitModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('users', { keyPrefix: 'team.limitDialog' });
  return (
    <AppModal
      opened={member !== null}
      onClose={onClose}
      title={member ? t('title', { name: member.name }) : ''}
    >
      {member ? <LimitForm key={member.id} member={member} onClose={onClose} /> : null}
    </AppModal>
  );
}

function LimitForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('users', { keyPrefix: 'team.limitDialog' });
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const venueCurrency = useVenueCurrency();
  // The person's venue's currency (the super admin's list mixes venues).
  const currency = member.venue?.currency ?? venueCurrency;
  const money = useFormatMoney(currency);
  const save = useSetOrderLimit();
  const [value, setValue] = useState(() => priceInputText(member.orderLimit, language));
  const failure = save.error ? tMain(errorKey(errorCodeOf(save.error))) : null;
  return (
    <Stack>
      <Text size="sm">{t('text')}</Text>
      <Text size="sm" fw={600}>
        {member.orderLimit === null ? t('none') : t('current', { limit: money(member.orderLimit) })}
      </Text>
      <TextInput
        label={t('label', { currency })}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(nextPriceInput(value, event.currentTarget.value))}
      />
      {failure ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {tMain('common.cancel')}
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { userId: member.id, orderLimit: value },
              {
                onSuccess: () => {
                  notifySuccessText(t('saved', { name: member.name }));
                  onClose();
                },
              },
            )
          }
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
