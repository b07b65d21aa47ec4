/**
 * The venue categories (docs/PRODUCT.md#venue-categories) named in each language (the API answers the caller's; the
 * form shows them).
 */
import { cyrillicCatalogue } from '@/domain/shared/cyrillic';
import type { Language, VenueCategory } from '@/domain/shared/enums';

const SERBIAN_NAMES: Record<VenueCategory, string> = {
  italian: 'Italijanska',
  mediterranean: 'Mediteranska',
  sushi: 'Suši',
  asian: 'Azijska',
  national: 'Nacionalna',
  coffee: 'Kafe',
  'fast food': 'Brza hrana',
  'pizza and pasta': 'Pica i pasta',
  greek: 'Grčka',
  barbecue: 'Roštilj',
  mexican: 'Meksička',
};

export const VENUE_CATEGORY_NAMES: Record<Language, Record<VenueCategory, string>> = {
  ser: SERBIAN_NAMES,
  cyr: cyrillicCatalogue(SERBIAN_NAMES),
  en: {
    italian: 'Italian',
    mediterranean: 'Mediterranean',
    sushi: 'Sushi',
    asian: 'Asian',
    national: 'National',
    coffee: 'Coffee',
    'fast food': 'Fast food',
    'pizza and pasta': 'Pizza and pasta',
    greek: 'Greek',
    barbecue: 'Barbecue',
    mexican: 'Mexican',
  },
};

export function venueCategoryName(language: Language, code: VenueCategory): string {
  return VENUE_CATEGORY_NAMES[language][code];
}
