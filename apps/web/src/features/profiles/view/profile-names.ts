import { useTranslation } from 'react-i18next';

interface Named {
  firstName: string | null;
  lastName: string | null;
}

/** First name then last name, as given; empty when the profile has neither yet. */
export function fullName(profile: Named): string {
  return [profile.firstName, profile.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** A profile's name for headings and dialogs, with a stand-in for a profile not named yet. */
export function useProfileName() {
  const { t } = useTranslation();
  return (profile: Named) => fullName(profile) || t('profiles.noName');
}
