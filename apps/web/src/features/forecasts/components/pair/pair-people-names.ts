import { useTranslation } from 'react-i18next';
import type { PairPerson } from './pair-people';

/** How a result names its two people: by first name, or as the first and the second person. */
export function usePeopleNames(people: readonly [PairPerson, PairPerson]): [string, string] {
  const { t } = useTranslation();
  return [people[0].firstName ?? t('pairCheck.result.people.first'), people[1].firstName ?? t('pairCheck.result.people.second')];
}
