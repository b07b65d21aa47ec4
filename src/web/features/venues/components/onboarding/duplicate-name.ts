import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE } from '@/domain/shared/timing';

/**
 * The typed name is already in the list (case-insensitively), judged once typing stops (DEBOUNCE.name); the
 * row's own name, when it is renamed, is not a duplicate of itself (docs/PRODUCT.md#debounces).
 */
export function useDuplicateName(value: string, own: string | undefined, taken: readonly string[]): boolean {
  const [settled] = useDebouncedValue(value.trim().toLowerCase(), DEBOUNCE.name);
  return (
    settled !== '' && settled !== own?.toLowerCase() && taken.some((name) => name.toLowerCase() === settled)
  );
}
