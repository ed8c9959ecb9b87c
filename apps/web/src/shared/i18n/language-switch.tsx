import { locales, resolveLocale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';
import { useOnLanguageChosen } from './language-choice';
import classes from './language-switch.module.css';

const shortNames = { ru: 'RU', en: 'EN' } as const;

/**
 * Two pressed-state buttons; the choice is remembered on this device and sets `<html lang>`. In a
 * signed-in area it is also handed to the area, which stores it with the account.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const onChosen = useOnLanguageChosen();
  const current = resolveLocale(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div role="group" aria-label={t('language.label')} className={classes.group} data-tone={tone}>
      {locales.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={classes.option}
          aria-pressed={current === language}
          // The name starts with the visible code, so what a voice user says and what a screen reader reads agree.
          aria-label={`${shortNames[language]} — ${t(`language.names.${language}`)}`}
          onClick={() => {
            if (language === current) return;
            void setLanguage(i18n, language, window.localStorage);
            onChosen?.(language);
          }}
        >
          {shortNames[language]}
        </button>
      ))}
    </div>
  );
}
