import { Loader, Stack, Text } from '@mantine/core';
import type { OwnerArea, Profile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { useShareLink } from '../api/profile-links';
import { CopyLink } from './copy-link';

/** The share link of a profile: whoever opens it sees the profile and can add it to their own list. */
export function ShareProfilePanel({ area, profile }: { area: OwnerArea; profile: Profile }) {
  const { t } = useTranslation();
  const share = useShareLink(area, profile._id);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('profiles.share.text')}</Text>
      {profile.hideDetails ? (
        <Text size="sm" c="dimmed" data-testid="share-hidden-note">
          {t('profiles.share.hiddenNote')}
        </Text>
      ) : null}
      {share.isPending ? <Loader size="sm" aria-label={t('profiles.loading')} /> : null}
      {share.isError ? <FormAlert code={failureCode(share.error)} /> : null}
      {share.data ? <CopyLink url={share.data.url} label={t('profiles.share.linkLabel')} testId="share-link" /> : null}
    </Stack>
  );
}
