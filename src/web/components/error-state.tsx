import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
}

/** A section that could not load: what went wrong (errors.{code}) and a way to try again. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color={SEMANTIC_COLORS.negative}
      icon={<IconAlertTriangle />}
      title={t('common.loadFailed')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(errorKey(errorCodeOf(error)))}</Text>
        {onRetry && (
          <Button variant="light" color={SEMANTIC_COLORS.negative} size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
