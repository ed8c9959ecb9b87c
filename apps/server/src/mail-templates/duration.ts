import type { Locale } from '@teamcast/domain';

type Unit = 'minute' | 'hour' | 'day';

// Russian has three plural forms: 1, 21 минута; 2-4, 22 минуты; 5-20, 25 минут.
const russian: Record<Unit, [one: string, few: string, many: string]> = {
  minute: ['минута', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
  day: ['день', 'дня', 'дней'],
};

function russianForm(count: number, forms: [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (units === 1) return forms[0];
  if (units >= 2 && units <= 4) return forms[1];
  return forms[2];
}

/** How long a link works, in words: "60 минут", "7 days". Whole days or hours when it is a multiple. */
export function formatDuration(ms: number, locale: Locale): string {
  const minutes = Math.round(ms / 60_000);
  const [count, unit]: [number, Unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 && minutes > 60 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  if (locale === 'ru') return `${count} ${russianForm(count, russian[unit])}`;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
