import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

interface Named {
  firstName: string | null;
  lastName: string | null;
}

/** A specialist's name as the team screens show it; someone whose owner hid the name is still named. */
export function useMemberName() {
  const { t } = useTranslation();
  return useCallback(
    (person: Named | undefined): string => {
      const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
      return name || t('simulator.member.unnamed');
    },
    [t],
  );
}
