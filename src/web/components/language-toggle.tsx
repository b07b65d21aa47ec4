import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGES } from '@/domain/shared/enums';
import { LOCALE_OF, setAppLanguage, useAppLanguage } from '@/web/i18n/i18n';

interface LanguageToggleProps {
  /** Called after the switch, e.g. to save the choice in the profile. */
  onChange?: (language: Language) => void;
}

/**
 * Latinica / Ћирилица / English, visible on the page (login: docs/PRODUCT.md#login); the choice is remembered on this
 * device. Short names, each in its own script, so the three fit beside each other on a 360 px phone; the pressed one
 * is announced (aria-pressed) inside a group named "Language". Plain toggle buttons keep it light: it is on /login,
 * whose JavaScript budget is tight.
 */
export function LanguageToggle({ onChange }: LanguageToggleProps) {
  const { t } = useTranslation();
  const current = useAppLanguage();
  const choose = (language: Language) => {
    if (language === current) return;
    void setAppLanguage(language).then(() => onChange?.(language));
  };
  return (
    <Group gap={4} role="group" aria-label={t('common.language')} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          radius="xl"
          variant={language === current ? 'filled' : 'subtle'}
          aria-pressed={language === current}
          lang={LOCALE_OF[language]}
          onClick={() => choose(language)}
        >
          {t(`common.languages.short.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
