/**
 * The live duplicate-name check of every dialog that names a station, a supplier or an article (the onboarding
 * wizard's rows too): the typed name is already taken (case-insensitively), judged once typing stops
 * (DEBOUNCE.name, docs/PRODUCT.md#debounces); the row's own name, when it is renamed, is not a duplicate of itself.
 * The server checks again on save; its code lands on the same field.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE } from '@/domain/shared/timing';

/** The typed name, trimmed and lower-cased, once typing has stopped for DEBOUNCE.name. */
export function useSettledName(value: string): string {
  const [settled] = useDebouncedValue(value.trim().toLowerCase(), DEBOUNCE.name);
  return settled;
}

/** Whether a settled name (as useSettledName gives it) is one of the taken names and not the row's own. */
export function isDuplicateName(settled: string, own: string | undefined, taken: readonly string[]): boolean {
  return (
    settled !== '' &&
    settled !== own?.trim().toLowerCase() &&
    taken.some((name) => name.trim().toLowerCase() === settled)
  );
}

/** The typed name is one of `taken`, judged 500 ms after typing stops. */
export function useDuplicateName(value: string, own: string | undefined, taken: readonly string[]): boolean {
  return isDuplicateName(useSettledName(value), own, taken);
}
