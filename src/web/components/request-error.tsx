/**
 * Why the server refused a form's request (its errors.{code}), in small red text, and the request's reference (its
 * X-Request-Id) for the user to quote when asking for help: the server's log lines of that request carry it.
 * Nothing while there is no error.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, requestIdOf } from '@/web/lib/api-client';

export function RequestError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const requestId = requestIdOf(error);
  return (
    <>
      <Text size="sm" c="var(--mantine-color-error)">
        {t(errorKey(errorCodeOf(error)))}
      </Text>
      {requestId && (
        <Text size="xs" c="dimmed">
          {t('common.requestReference', { id: requestId })}
        </Text>
      )}
    </>
  );
}
