/**
 * The plan's station limit is reached (docs/PRODUCT.md#station-inquiry, #station-limit): the admin can ask for more
 * stations; the super admins get the inquiry by mail and the confirmation stays for 5 s
 * (docs/PRODUCT.md#constants-timings).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATION_REQUEST_NOTICE_MS } from '@/domain/shared/timing';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { notifySuccessText } from '@/web/lib/notify';
import { useStationInquiry } from '../api';

interface StationLimitModalProps {
  opened: boolean;
  venueId: number;
  userId: number;
  onClose: () => void;
}

export function StationLimitModal({ opened, venueId, userId, onClose }: StationLimitModalProps) {
  const { t } = useTranslation('stations', { keyPrefix: 'limit' });
  const { t: tMain } = useTranslation();
  const inquiry = useStationInquiry();
  const close = () => {
    if (inquiry.isPending) return;
    inquiry.reset();
    onClose();
  };
  const send = () =>
    inquiry.mutate(
      { venueId, userId },
      {
        onSuccess: () => {
          notifySuccessText(t('sent'), STATION_REQUEST_NOTICE_MS);
          inquiry.reset();
          onClose();
        },
      },
    );
  return (
    <AppModal opened={opened} onClose={close} title={t('title')}>
      <Stack>
        <Text>{t('text')}</Text>
        {inquiry.isError && (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {tMain(errorKey(errorCodeOf(inquiry.error)))}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={inquiry.isPending}>
            {tMain('common.close')}
          </Button>
          <Button onClick={send} loading={inquiry.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
