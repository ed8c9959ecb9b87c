import type { AdviceChangeView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import type { TFunction } from 'i18next';
import { dateOfDay, formatDate } from '../common/day-dates';

/** One of the advisor's changes in words, with the day it takes effect from. */
export function adviceText(change: AdviceChangeView, startDate: string, nameOf: (id: string) => string, t: TFunction, locale: Locale): string {
  const date = formatDate(dateOfDay(startDate, change.day), locale);
  switch (change.kind) {
    case 'swap':
      return t('advisor.change.swap', { actor: nameOf(change.actorId), candidate: nameOf(change.candidateId), date, day: change.day });
    case 'lead':
      return t('advisor.change.lead', { actor: nameOf(change.actorId), date, day: change.day });
    case 'manager':
      return t('advisor.change.manager', { actor: nameOf(change.actorId), date, day: change.day });
    case 'dismiss':
      return t('advisor.change.dismiss', { actor: nameOf(change.actorId), date, day: change.day });
    case 'pair': {
      const [a, b] = change.actorIds;
      const pair = { a: nameOf(a), b: nameOf(b), hours: change.hours, date, day: change.day };
      return change.remote ? t('advisor.change.remote', pair) : t('advisor.change.hours', pair);
    }
  }
}
