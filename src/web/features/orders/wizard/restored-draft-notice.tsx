/**
 * The wizard started from the local draft and says so (docs/PRODUCT.md#data-local). When the draft was made on an
 * older version of the edited order (someone changed it since), the notice warns and offers the server's version
 * instead.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

interface RestoredDraftNoticeProps {
  stale: boolean;
  onTakeServer: () => void;
  onClose: () => void;
}

export function RestoredDraftNotice({ stale, onTakeServer, onClose }: RestoredDraftNoticeProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const { t: tMain } = useTranslation();
  return (
    <Alert
      color={stale ? SEMANTIC_COLORS.warning : SEMANTIC_COLORS.accent}
      icon={<IconHistory />}
      withCloseButton
      closeButtonLabel={tMain('common.close')}
      onClose={onClose}
      title={t('draft.restoredTitle')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(stale ? 'draft.restoredStale' : 'draft.restored')}</Text>
        {stale ? (
          <Button size="xs" variant="light" color={SEMANTIC_COLORS.warning} onClick={onTakeServer}>
            {t('conflict.takeServer')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
