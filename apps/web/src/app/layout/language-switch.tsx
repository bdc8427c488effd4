import { type Locale, localeOf, SELECTABLE_LANGUAGES } from '@ds/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../lib/language';

/** FR / DE / IT for visitors of the login-like pages, who have no profile menu; the choice is kept. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('layout');
  return (
    <Group component="nav" aria-label={t('profile.language')} gap={4} data-testid="language-switch">
      {SELECTABLE_LANGUAGES.map((language) => {
        const locale: Locale = localeOf(language);
        const current = i18n.language === locale;
        return (
          <Button
            key={language}
            size="compact-sm"
            variant={current ? 'filled' : 'subtle'}
            aria-pressed={current}
            lang={language}
            onClick={() => switchLanguage(locale)}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
