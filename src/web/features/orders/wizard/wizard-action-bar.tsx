/**
 * The wizard's bottom bar (docs/PRODUCT.md#order-wizard): back, the cart (articles step), save and continue, and on
 * the last step Send as the primary action (docs/PRODUCT.md#send-flow: Save must not look like Send), sticky at the
 * bottom and in reach of the thumb on a 360 px phone. The wizard's frame is at least one screen high, so the bar sits
 * at the bottom edge even when a step is short.
 */
import { Box, Button, Group, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconSend,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import type { WizardStep } from './wizard-state';

interface WizardActionBarProps {
  step: WizardStep;
  cartCount: number;
  /** Saving needs a complete first step and a valid selection. */
  canSave: boolean;
  canContinue: boolean;
  /** Continue waits for the merge lookup (docs/PRODUCT.md#merge), so the offer is there when it is pressed. */
  continuing: boolean;
  onBack: () => void;
  onCart: () => void;
  onSave: () => void;
  onContinue: () => void;
  /** The last step's primary action: brings the channel choice into view. */
  onSend: () => void;
  /**
   * Why this user cannot send at all (docs/PRODUCT.md "The send permission"), or null: Send is then disabled with
   * the reason written above it, never an enabled button that leads to nothing.
   */
  sendBlocked?: string | null;
}

const SEND_BLOCKED_ID = 'wizard-send-blocked';

export function WizardActionBar({
  step,
  cartCount,
  canSave,
  canContinue,
  continuing,
  onBack,
  onCart,
  onSave,
  onContinue,
  onSend,
  sendBlocked = null,
}: WizardActionBarProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const isMobile = useIsMobile();
  return (
    <Box
      pos="sticky"
      bottom={0}
      mt="md"
      mx={{ base: 'calc(var(--mantine-spacing-sm) * -1)', sm: 0 }}
      px={{ base: 'sm', sm: 0 }}
      pt="xs"
      bg="var(--mantine-color-body)"
      style={{
        zIndex: 150,
        borderTop: '1px solid var(--mantine-color-default-border)',
        paddingBottom: 'calc(var(--mantine-spacing-xs) + env(safe-area-inset-bottom))',
      }}
    >
      {step === 2 && sendBlocked !== null ? (
        <Text id={SEND_BLOCKED_ID} size="sm" c="dimmed" ta="end" mb={4}>
          {sendBlocked}
        </Text>
      ) : null}
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {step > 0 ? (
          <Button
            variant="subtle"
            size="md"
            color="gray"
            px="xs"
            onClick={onBack}
            aria-label={isMobile ? t('actions.back') : undefined}
            leftSection={isMobile ? undefined : <IconArrowLeft size={18} />}
          >
            {isMobile ? <IconArrowLeft size={22} /> : t('actions.back')}
          </Button>
        ) : null}
        {step === 1 ? (
          <Button
            variant="light"
            size="md"
            px="sm"
            leftSection={<IconShoppingCart size={20} />}
            styles={{ section: { marginInlineEnd: 6 } }}
            onClick={onCart}
            aria-label={t('cart.open', { number: cartCount })}
          >
            {cartCount}
          </Button>
        ) : null}
        {step > 0 ? (
          <Button
            variant="default"
            size="md"
            leftSection={isMobile ? undefined : <IconDeviceFloppy size={18} />}
            onClick={onSave}
            disabled={!canSave}
            px={isMobile ? 'sm' : undefined}
          >
            {t('actions.save')}
          </Button>
        ) : null}
        {step < 2 ? (
          <Button
            size="md"
            style={{ flex: isMobile || step === 0 ? 1 : undefined }}
            maw={step === 0 && !isMobile ? 240 : undefined}
            px="sm"
            rightSection={isMobile ? undefined : <IconArrowRight size={18} />}
            onClick={onContinue}
            disabled={!canContinue}
            loading={continuing}
          >
            {t('actions.continue')}
          </Button>
        ) : (
          <Button
            size="md"
            style={{ flex: isMobile ? 1 : undefined }}
            px="sm"
            leftSection={<IconSend size={18} />}
            onClick={onSend}
            disabled={sendBlocked !== null}
            aria-describedby={sendBlocked !== null ? SEND_BLOCKED_ID : undefined}
          >
            {t('actions.send')}
          </Button>
        )}
      </Group>
    </Box>
  );
}
