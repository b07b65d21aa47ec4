import type { AdminVenue } from '@/domain/admin/schemas';

/** The restaurants search: by name (case- and accent-insensitive, so "cevap" finds "Ćevap") or by tax id. */
export function filterVenues(venues: readonly AdminVenue[], search: string): AdminVenue[] {
  const needle = fold(search.trim());
  if (!needle) return [...venues];
  const digits = search.replace(/\D/g, '');
  return venues.filter(
    (venue) =>
      fold(venue.name).includes(needle) ||
      fold(venue.bussiness_name).includes(needle) ||
      (digits.length > 0 && venue.pib.replace(/\D/g, '').includes(digits)),
  );
}

// Serbian Latin letters folded to their plain forms; đ does not decompose in Unicode, so it is mapped by hand.
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'dj');
}
