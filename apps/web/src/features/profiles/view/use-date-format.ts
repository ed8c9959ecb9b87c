import { useMemo } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale';

const styles = {
  /** Digits only, for table columns: 01.03.2026, 03/01/2026. */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** With the month's name, for pages: 1 мар. 2026 г., Mar 1, 2026. */
  medium: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Dates of the profile screens in the language on screen; a dash for a date not there yet. */
export function useDateFormat(style: keyof typeof styles = 'medium') {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, styles[style]);
    return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
  }, [locale, style]);
}
