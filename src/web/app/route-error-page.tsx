import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A page that failed to load or render. After a deployment an old tab may ask for a chunk that no longer exists;
 * reloading fetches the new app, so that is the one action offered.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('route failed', error);
  }, [error]);
  return (
    <Stack gap="md" align="flex-start" maw={520} mx="auto" p="xl">
      <Title order={1} fz={26}>
        {t('shell.routeError.title')}
      </Title>
      <Text>{t('shell.routeError.text')}</Text>
      <Button onClick={() => window.location.reload()}>{t('shell.routeError.reload')}</Button>
    </Stack>
  );
}
