import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

// Inputs at 16 px ("md") stop phones from zooming into a field on focus, and give thumbs a bigger target.
// Plain objects rather than `Component.extend()`: importing a component here would put it into every page's bundle.
const MEDIUM = { defaultProps: { size: 'md' } };
// A long option list scrolls inside the dropdown; its viewport takes focus so the scrolled region is reachable by
// keyboard too (axe scrollable-region-focusable), as the venue page's scrolled lists do.
const FOCUSABLE_LIST = { scrollAreaProps: { viewportProps: { tabIndex: 0 } } };
const MEDIUM_LIST = { defaultProps: { size: 'md', ...FOCUSABLE_LIST } };

export const theme = createTheme({
  primaryColor: SEMANTIC_COLORS.accent,
  // WCAG AA: shade 6 is 3.5:1 under white text; shade 8 of blue, red, orange and green reaches 4.5:1
  // with the text colour autoContrast picks (white below the luminance threshold, dark above), in both schemes.
  primaryShade: { light: 8, dark: 8 },
  // Drawers, menus and dialogs appear without their transitions for people who asked their system for less motion.
  respectReducedMotion: true,
  autoContrast: true,
  luminanceThreshold: 0.22,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: MEDIUM,
    TextInput: MEDIUM,
    PasswordInput: MEDIUM,
    NativeSelect: MEDIUM,
    Select: MEDIUM_LIST,
    // A closed option list is not drawn: kept mounted (Mantine's default), every select on a page is positioned at
    // its first render, a forced layout per select in the page's first long task (docs/perf/lighthouse.md).
    Combobox: { defaultProps: { keepMounted: false } },
    Autocomplete: { defaultProps: FOCUSABLE_LIST },
    MultiSelect: { defaultProps: FOCUSABLE_LIST },
    // A wide table scrolled sideways on a phone: the same keyboard access to its scrolled region.
    TableScrollContainer: { defaultProps: FOCUSABLE_LIST },
    Textarea: MEDIUM,
    NumberInput: MEDIUM,
    Checkbox: MEDIUM,
    // The focus placeholder is a role="presentation" child of role="menu", which axe reports (aria-required-children,
    // critical); without it the opened menu focuses its first item, as the ARIA menu pattern expects.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** WCAG AA text in light mode: secondary ("dimmed") text, light-variant titles and links. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    // Field errors (label asterisk and message): red-6 is 3.3:1 on white, red-9 5.9:1.
    '--mantine-color-error': resolved.colors.red[9],
    // Titles of light alerts and badges sit on their own pale background: orange-9 and green-9 reach only 3.6:1
    // there and yellow's text 2.7:1, so these use darker tones of the same hue (5.5:1 and more).
    '--mantine-color-orange-light-color': '#9c3600',
    '--mantine-color-green-light-color': '#1b6b2c',
    '--mantine-color-yellow-light-color': '#7a5200',
    // The active menu entry's blue-8 text reaches only 4.2:1 on its hover background (#cae4f8); this blue 6.4:1.
    '--mantine-color-blue-light-color': '#174f86',
    // Links inside a warning (pale orange) need more than blue-8's 4.2:1.
    '--mantine-color-anchor': resolved.colors.blue[9],
  },
  dark: {},
});
