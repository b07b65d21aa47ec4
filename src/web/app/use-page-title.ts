import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeMeta } from './route-meta';

/**
 * `Nabavka – <title>` (docs/PRODUCT.md#shell-layout: the title comes from route metadata), following navigation and
 * language.
 */
function formatPageTitle(appName: string, title: string): string {
  return `${appName} – ${title}`;
}

export function usePageTitle(pathname: string): void {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    document.title = formatPageTitle(t('common.appName'), t(routeMeta(pathname).titleKey));
  }, [pathname, language, t]);
}
