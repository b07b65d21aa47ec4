import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE } from '@/domain/shared/timing';

/**
 * SPEC §5: the typed name is already in the list (case-insensitively), judged once typing stops (DEBOUNCE.name); the
 * row's own name, when it is renamed, is not a duplicate of itself.
 */
export function useDuplicateName(value: string, own: string | undefined, taken: readonly string[]): boolean {
  const [settled] = useDebouncedValue(value.trim().toLowerCase(), DEBOUNCE.name);
  return (
    settled !== '' && settled !== own?.toLowerCase() && taken.some((name) => name.toLowerCase() === settled)
  );
}
