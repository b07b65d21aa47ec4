import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/web/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" maw={520} mx="auto" py="xl">
      <Title order={1} fz={26}>
        {t('notFound.title')}
      </Title>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to={PATHS.home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
