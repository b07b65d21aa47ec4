/**
 * Theme colours by meaning (docs/PRODUCT.md#ui-constants); components say `SEMANTIC_COLORS.negative`, never a raw
 * colour name.
 */
export const SEMANTIC_COLORS = {
  accent: 'blue',
  negative: 'red',
  warning: 'orange',
  positive: 'green',
} as const;
