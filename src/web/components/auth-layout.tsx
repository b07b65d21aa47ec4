import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from './language-toggle';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /**
   * Pages that hide the top bar on phones (login, sign-up: docs/PRODUCT.md#shell-layout) show the app name themselves
   * there; elsewhere the top bar already does.
   */
  brandOnMobile?: boolean;
}

/**
 * The frame of the account pages (login, sign-up, verify, reset): one centred card, edge to edge on phones, with the
 * language switch on the page because these are seen before anyone has a profile language.
 */
export function AuthLayout({ title, children, brandOnMobile = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box maw={460} mx="auto" px={{ base: 'xs', xs: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        {/* On a narrow phone the language switch goes under the app name rather than past the screen's edge. */}
        <Group wrap="wrap" align="center" gap="xs">
          {brandOnMobile && (
            <Text fw={800} fz={26} c="blue.7" lh={1} hiddenFrom="sm">
              {t('common.appName')}
            </Text>
          )}
          <Box ml="auto">
            <LanguageToggle />
          </Box>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} shadow="xs">
          <Stack gap="md">
            <Title order={1} fz={24}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
