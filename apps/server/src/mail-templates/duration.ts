import type { Locale } from '@teamcast/domain';

type Unit = 'minute' | 'hour' | 'day';

/** A word's forms by plural category; `other` is the form for whatever the language has no category for. */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

// Russian: one (1, 21 минута), few (2-4, 22 минуты), many (5-20, 25 минут), other (fractions: 1,5 минуты).
const WORDS: Readonly<Record<Locale, Readonly<Record<Unit, Forms>>>> = {
  ru: {
    minute: { one: 'минута', few: 'минуты', many: 'минут', other: 'минуты' },
    hour: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
    day: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
  },
  en: {
    minute: { one: 'minute', other: 'minutes' },
    hour: { one: 'hour', other: 'hours' },
    day: { one: 'day', other: 'days' },
  },
};

const PLURAL_RULES: Readonly<Record<Locale, Intl.PluralRules>> = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };

/** The word for `count` of `unit` in the locale's plural form: "2 минуты", "5 минут", "1 day". */
function unitWord(count: number, unit: Unit, locale: Locale): string {
  const forms = WORDS[locale][unit];
  return forms[PLURAL_RULES[locale].select(count)] ?? forms.other;
}

/** How long a link works, in words: "60 минут", "7 days". Whole days or hours when it is a multiple. */
export function formatDuration(ms: number, locale: Locale): string {
  const minutes = Math.round(ms / 60_000);
  const [count, unit]: [number, Unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 && minutes > 60 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${count} ${unitWord(count, unit, locale)}`;
}
