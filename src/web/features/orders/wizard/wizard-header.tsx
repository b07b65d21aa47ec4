/**
 * The wizard's header (docs/PRODUCT.md#order-wizard): the back arrow, the station name (and the order number when
 * editing) and cancel; the stepper.
 */
import { ActionIcon, Box, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { WIZARD_STEPS, type WizardStep } from './wizard-state';
import { HelpLink } from '@/web/features/help/public';

interface WizardHeaderProps {
  stationName: string;
  subtitle: string;
  step: WizardStep;
  onBack: () => void;
  onCancel: () => void;
  /** Steps before the current one can be reopened from the stepper. */
  onStepClick: (step: WizardStep) => void;
}

export function WizardHeader({
  stationName,
  subtitle,
  step,
  onBack,
  onCancel,
  onStepClick,
}: WizardHeaderProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const isMobile = useIsMobile();
  const labels = [t('steps.dateSupplier'), t('steps.articles'), t('steps.preview')];
  return (
    <Box
      component="header"
      pos={isMobile ? 'sticky' : 'static'}
      top={0}
      bg="var(--mantine-color-body)"
      mx={{ base: 'calc(var(--mantine-spacing-sm) * -1)', sm: 0 }}
      px={{ base: 'sm', sm: 0 }}
      pt={{ base: 'xs', sm: 0 }}
      pb="xs"
      style={{
        zIndex: 150,
        borderBottom: isMobile ? '1px solid var(--mantine-color-default-border)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          variant="subtle"
          size="xl"
          color="gray"
          onClick={onBack}
          aria-label={step === 0 ? t('nav.leave') : t('nav.previousStep')}
        >
          <IconArrowLeft size={24} />
        </ActionIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} fz={{ base: 'lg', sm: 24 }} lineClamp={1}>
            {stationName}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2} lh={1.2}>
            {subtitle}
          </Text>
        </Stack>
        <HelpLink article="order-creation" />
        <Button variant="subtle" color="gray" leftSection={<IconX size={18} />} onClick={onCancel} px="xs">
          {t('nav.cancel')}
        </Button>
      </Group>
      <Stepper
        active={step}
        onStepClick={(index) => index < step && onStepClick(index as WizardStep)}
        allowNextStepsSelect={false}
        size={isMobile ? 'xs' : 'sm'}
        iconSize={isMobile ? 28 : 34}
        wrap={false}
        mt="xs"
        aria-label={t('steps.label')}
      >
        {WIZARD_STEPS.map((index) => (
          <Stepper.Step
            key={index}
            // Three labels do not fit beside each other on a 360 px phone: there only the current one is written.
            label={isMobile && index !== step ? undefined : labels[index]}
            aria-current={index === step ? 'step' : undefined}
            aria-label={t('steps.stepLabel', { number: index + 1, name: labels[index] })}
          />
        ))}
      </Stepper>
    </Box>
  );
}
