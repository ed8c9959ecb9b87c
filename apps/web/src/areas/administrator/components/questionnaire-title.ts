import type { QuestionnaireSummary } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';

/** A questionnaire's name in the interface's language, or in whichever language it has one. */
export function questionnaireTitle(item: Pick<QuestionnaireSummary, 'name'>, locale: Locale): string {
  return item.name[locale] || item.name.ru || item.name.en;
}
