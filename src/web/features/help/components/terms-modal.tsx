import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/web/components/app-modal';
import { PageLoader } from '@/web/components/page-loader';
import { formatDate } from '@/web/lib/dates';

/** The terms were last updated on 1.1.2023 (docs/PRODUCT.md#terms). */
const TERMS_UPDATED_ON = '2023-01-01';

const SECTIONS = [
  'service',
  'accounts',
  'venueData',
  'orders',
  'plans',
  'privacy',
  'availability',
  'liability',
  'changes',
  'law',
] as const;

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The terms of use (docs/PRODUCT.md#terms), in the interface language; the Serbian text governs (section "law"). */
export function TermsModal({ opened, onClose }: TermsModalProps) {
  const { t, ready } = useTranslation('help', { keyPrefix: 'terms' });
  const { t: tMain } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={ready ? t('title') : ''}>
      {opened && (ready ? <TermsText /> : <PageLoader />)}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{tMain('common.close')}</Button>
      </Group>
    </AppModal>
  );
}

/** The text is help's catalogue, fetched by the page that offers the dialog (sign-up), never by /login. */
function TermsText() {
  const { t } = useTranslation('help', { keyPrefix: 'terms' });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('updated', { date: formatDate(TERMS_UPDATED_ON) })}
      </Text>
      <Text size="sm">{t('intro')}</Text>
      {SECTIONS.map((section, index) => (
        <Stack key={section} gap={4}>
          <Title order={3} fz="md">
            {`${index + 1}. ${t(`sections.${section}.title`)}`}
          </Title>
          <Text size="sm">{t(`sections.${section}.body`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
