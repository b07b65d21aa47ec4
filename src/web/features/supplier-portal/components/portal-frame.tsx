/**
 * The frame of every page a supplier opens without login (docs/PRODUCT.md#supplier-side): one narrow column, phone
 * first, a ser/en toggle.
 */
import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageToggle } from '@/web/components/language-toggle';

export function PortalFrame({ children }: { children: ReactNode }) {
  return (
    <Box maw={720} mx="auto" px={{ base: 'xs', xs: 'md' }} py="md">
      <Stack gap="md">
        <Group justify="flex-end">
          <LanguageToggle />
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
