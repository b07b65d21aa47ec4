import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint: the shell's phone layout (burger + drawer, hidden top bar:
 * docs/PRODUCT.md#shell-layout). Read on the first render so the phone layout does not flash the desktop one.
 */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
}
