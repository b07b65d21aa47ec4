import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HelpArticleSlug } from '@/domain/help/help-content';
import { PATHS } from '@/web/lib/paths';

/** The help page showing one article (the page opens and scrolls to it). */
const helpArticlePath = (article: HelpArticleSlug) => `${PATHS.help}?article=${article}`;

/**
 * The "?" of a screen's header (docs/PRODUCT.md#help): opens the article that explains the screen in a new tab, so the
 * screen (an open dialog, a half-filled form) stays as it was.
 */
export function HelpLink({ article }: { article: HelpArticleSlug }) {
  const { t, ready } = useTranslation('help');
  const label = ready ? t('link.label') : '?';
  return (
    <Tooltip label={label}>
      <ActionIcon
        component="a"
        href={helpArticlePath(article)}
        target="_blank"
        // Same-origin page: "opener" makes the new tab inherit the sessionStorage session (login without
        // "remember me", decision 0003); target=_blank alone implies noopener and would open it logged out.
        rel="opener"
        variant="subtle"
        radius="xl"
        size="lg"
        aria-label={label}
        style={{ alignSelf: 'flex-end' }}
      >
        <IconHelp size={22} />
      </ActionIcon>
    </Tooltip>
  );
}
