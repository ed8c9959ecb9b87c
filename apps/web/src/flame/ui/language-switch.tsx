import { useLanguage } from '../i18n/language-context';
import type { Locale } from '../i18n/language';
import classes from './layout.module.css';

const languages: readonly Locale[] = ['ru', 'en'];

/** Two pressed-state buttons; the choice is remembered on this device for the whole site. */
export function LanguageSwitch() {
  const { language, texts, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={texts.language.label} className={classes.languages}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={classes.language}
          aria-pressed={option === language}
          // The name holds the visible code, so what a voice user says and what a screen reader reads agree.
          aria-label={`${option.toUpperCase()} — ${texts.language.names[option]}`}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
