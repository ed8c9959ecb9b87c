import { useLocale } from '../../../shared/i18n/use-locale';

/** Dates of the administrator's tables in the language on screen; a missing one is a dash. */
export function useDateFormat() {
  const ln = useLocale();
  const format = new Intl.DateTimeFormat(ln, { dateStyle: 'medium' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}
