import { planOf, type Locale, type PlanId } from '@teamcast/domain';

/**
 * The names and descriptions of the plans in the subscription list (spec section 3: title and
 * description of each item), in the language asked for.
 */
const tierTitles: Record<Locale, Record<'LITE' | 'MID' | 'FULL', string>> = {
  ru: { LITE: 'Команды', MID: 'Симулятор', FULL: 'Симулятор Pro' },
  en: { LITE: 'Teams', MID: 'Simulator', FULL: 'Simulator Pro' },
};

const descriptions: Record<Locale, Record<'LITE' | 'MID' | 'FULL', string>> = {
  ru: {
    LITE: 'Быстрая проверка команды и список команд',
    MID: 'Симулятор руководителя: свои команды и прогноз на год',
    FULL: 'Всё из «Симулятора» и сравнение команд',
  },
  en: {
    LITE: 'The quick team check and the team list',
    MID: "The manager simulator: your own teams and a year's forecast",
    FULL: 'Everything in Simulator, plus comparing teams',
  },
};

function teamsWord(locale: Locale, teams: number): string {
  if (locale === 'en') return teams === 1 ? '1 team' : `${teams} teams`;
  const rule = new Intl.PluralRules('ru').select(teams);
  return `${teams} ${rule === 'one' ? 'команда' : rule === 'few' ? 'команды' : 'команд'}`;
}

export function planTitle(id: PlanId, locale: Locale): string {
  const plan = planOf(id);
  if (plan.family === 'NONE' || plan.family === 'UNLIMITED') return id;
  const name = tierTitles[locale][plan.family];
  const ru = locale === 'ru';
  switch (plan.offer) {
    case 'demo':
      return ru ? `${name}: 3 дня бесплатно` : `${name}: 3 days free`;
    case 'bonus':
      return ru ? `${name}: 10 лет, ${teamsWord(locale, plan.teams ?? 0)}` : `${name}: 10 years, ${teamsWord(locale, plan.teams ?? 0)}`;
    default: {
      const period = plan.period?.unit === 'week' ? (ru ? 'неделя' : 'week') : ru ? 'месяц' : 'month';
      return plan.teams ? `${name}: ${period}, ${teamsWord(locale, plan.teams)}` : `${name}: ${period}`;
    }
  }
}

export function planDescription(id: PlanId, locale: Locale): string {
  const plan = planOf(id);
  if (plan.family === 'NONE' || plan.family === 'UNLIMITED') return '';
  return descriptions[locale][plan.family];
}
