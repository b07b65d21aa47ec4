/**
 * What the article dialogs know of a supplier before anything is typed (docs/PRODUCT.md#article-form): the unit a
 * new article starts with (the one last chosen for the supplier on this device, else the one most of its articles
 * use: preferredUnit) and the supplier's article names like the typed one, for the live duplicate-name check.
 */
import { useEffect, useRef } from 'react';
import { preferredUnit } from '@/domain/articles/unit-choice';
import type { Unit } from '@/domain/shared/enums';
import { ARTICLE_MAX_PAGE_SIZE } from '@/domain/articles/articles.schemas';
import { flattenArticlePages, useArticlePages } from './api';

/** Where the supplier's articles are listed: the venue's lists are per station. */
export interface SupplierPlace {
  stationId: number;
  supplierId: number;
}

const unitKey = (supplierId: number) => `nabavka.articleUnit.${supplierId}`;

/** The unit last chosen for a new article of the supplier on this device, if any. */
export function rememberedUnit(supplierId: number): string | null {
  try {
    return localStorage.getItem(unitKey(supplierId));
  } catch {
    return null;
  }
}

/** Keeps the unit chosen for a saved article as the supplier's next default. */
export function rememberUnit(supplierId: number, unit: string): void {
  try {
    localStorage.setItem(unitKey(supplierId), unit);
  } catch {
    // Private windows may refuse storage; the most used unit still applies.
  }
}

/** The unit a new article of the supplier starts with; undefined while its articles load. */
export function useSupplierUnit(place: SupplierPlace | null): Unit | undefined {
  const pages = useArticlePages(
    place ? { ...place, categoryId: null, search: '', onlyFavorite: false } : null,
    ARTICLE_MAX_PAGE_SIZE,
  );
  if (!place || pages.isPending) return undefined;
  const units = flattenArticlePages(pages.data).map((article) => article.unit);
  return preferredUnit(units, rememberedUnit(place.supplierId));
}

/**
 * Sets the unit field to the supplier's unit once it is known, unless the user has chosen one already: the form
 * shows at once and the unit follows a moment later.
 */
export function useUnitDefault(suggested: Unit | undefined, chosen: boolean, setUnit: (unit: Unit) => void) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || suggested === undefined) return;
    applied.current = true;
    if (!chosen) setUnit(suggested);
  }, [suggested, chosen, setUnit]);
}

/** The supplier's article names the server's search finds for the settled typed name (empty: none asked). */
export function useTakenArticleNames(place: SupplierPlace | null, settled: string): string[] {
  const pages = useArticlePages(
    place && settled !== '' ? { ...place, categoryId: null, search: settled, onlyFavorite: false } : null,
  );
  return settled === '' ? [] : flattenArticlePages(pages.data).map((article) => article.name);
}
