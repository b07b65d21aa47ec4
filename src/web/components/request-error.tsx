/** Why the server refused a form's request (its errors.{code}), in small red text; nothing while there is none. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';

export function RequestError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Text size="sm" c="red">
      {t(errorKey(errorCodeOf(error)))}
    </Text>
  );
}
