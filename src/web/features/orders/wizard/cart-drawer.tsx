/**
 * The cart sheet of step 1 (docs/PRODUCT.md#wizard-articles, #amounts): every selected article with its amount (a
 * leading dot becomes "0."), price and line value (docs/PRODUCT.md#prices), note and a remove button, the order total,
 * then the order note and the payment method. It does not close while an amount is empty or invalid: the user fixes
 * or removes that article first.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type Dispatch, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/shared/enums';
import { AmountInput, useAmountError } from '@/web/components/amount-input';
import { errorKey } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { WizardTotal, LinePrice } from './wizard-money';
import { lineProblem, type WizardAction, type WizardState } from './wizard-state';

interface CartDrawerProps {
  opened: boolean;
  onClose: () => void;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Article ids a merge added (docs/PRODUCT.md#merge): highlighted. */
  mergedIds: ReadonlySet<number>;
}

export function CartDrawer({ opened, onClose, state, dispatch, mergedIds }: CartDrawerProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const amountError = useAmountError();
  const isMobile = useIsMobile();
  const [blocked, setBlocked] = useState(false);
  const problems = state.lines.filter((line) => lineProblem(line) !== null).length;

  const tryClose = () => {
    if (problems > 0) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={tryClose}
      position={isMobile ? 'bottom' : 'right'}
      size={isMobile ? '88%' : 'md'}
      title={t('cart.title', { number: state.lines.length })}
      closeButtonProps={{ 'aria-label': tMain('common.close') }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        content: isMobile ? { borderTopLeftRadius: 16, borderTopRightRadius: 16 } : undefined,
      }}
    >
      <Stack gap="sm" pb="md">
        {state.lines.length === 0 ? (
          <Text c="dimmed">{t('cart.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('cart.items')}>
            {state.lines.map((line) => {
              const problem = lineProblem(line);
              return (
                <Paper
                  key={line.articleId}
                  component="li"
                  withBorder
                  radius="md"
                  p="xs"
                  aria-label={line.name}
                  bg={mergedIds.has(line.articleId) ? 'var(--mantine-color-blue-light)' : undefined}
                  style={{ listStyle: 'none' }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="xs">
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }} pt={8}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {line.name}
                      </Text>
                      <LinePrice unitPrice={line.unitPrice} amount={line.amount} />
                    </Stack>
                    <AmountInput
                      w={120}
                      size="md"
                      aria-label={t('cart.amountFor', { name: line.name })}
                      value={line.amount}
                      onChange={(amount) =>
                        dispatch({ type: 'setLineAmount', articleId: line.articleId, amount })
                      }
                      rightSection={
                        <Text size="xs" c="dimmed">
                          {line.unit}
                        </Text>
                      }
                      rightSectionWidth={44}
                      error={
                        problem === 'empty'
                          ? tMain(errorKey('common.requiredField'))
                          : problem === 'invalid'
                            ? amountError(line.amount)
                            : undefined
                      }
                      styles={{ input: { fontWeight: 700, fontSize: 18 } }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color={SEMANTIC_COLORS.negative}
                      size="xl"
                      aria-label={t('cart.remove', { name: line.name })}
                      onClick={() => dispatch({ type: 'removeLine', articleId: line.articleId })}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Group>
                  <TextInput
                    mt={6}
                    aria-label={t('article.noteFor', { name: line.name })}
                    placeholder={t('article.notePlaceholder')}
                    value={line.note}
                    maxLength={500}
                    onChange={(event) =>
                      dispatch({
                        type: 'setLineNote',
                        articleId: line.articleId,
                        note: event.currentTarget.value,
                      })
                    }
                  />
                </Paper>
              );
            })}
          </Stack>
        )}

        <WizardTotal lines={state.lines} />
        <Divider my="xs" />
        <Textarea
          label={tOrders('fields.orderNote')}
          placeholder={t('cart.orderNotePlaceholder')}
          rows={3}
          maxLength={2000}
          value={state.orderNote}
          onChange={(event) => dispatch({ type: 'setOrderNote', note: event.currentTarget.value })}
        />
        <Select
          label={tOrders('fields.paymentMethod')}
          placeholder={t('cart.paymentPlaceholder')}
          data={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: tOrders(`paymentMethod.${method}`),
          }))}
          value={state.paymentMethod}
          onChange={(value) =>
            dispatch({ type: 'setPaymentMethod', paymentMethod: (value as PaymentMethod | null) ?? null })
          }
          clearable
          clearButtonProps={{ 'aria-label': t('cart.clearPayment') }}
          comboboxProps={{ withinPortal: true }}
        />

        {blocked && problems > 0 ? (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {t('cart.fixAmounts')}
          </Alert>
        ) : null}
        <Button size="md" onClick={tryClose}>
          {t('cart.done')}
        </Button>
      </Stack>
    </Drawer>
  );
}
