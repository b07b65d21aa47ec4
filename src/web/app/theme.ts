import { createTheme } from '@mantine/core';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

// Inputs at 16 px ("md") stop phones from zooming into a field on focus, and give thumbs a bigger target.
// Plain objects rather than `Component.extend()`: importing a component here would put it into every page's bundle.
const MEDIUM = { defaultProps: { size: 'md' } };

export const theme = createTheme({
  primaryColor: SEMANTIC_COLORS.accent,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: MEDIUM,
    TextInput: MEDIUM,
    PasswordInput: MEDIUM,
    NativeSelect: MEDIUM,
    Select: MEDIUM,
    Textarea: MEDIUM,
    NumberInput: MEDIUM,
    Checkbox: MEDIUM,
  },
});
