import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReferralLink } from '../../../features/profiles/api/profile-links';
import { CopyLink } from '../../../features/profiles/dialogs/copy-link';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import classes from './love-mobile.module.css';

/** A link of this site as a path, so that filling one's own questionnaire stays in this tab and this app. */
function pathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * A questionnaire's link to send to a partner or a friend: copied, handed to the phone's own sharing,
 * or opened here by whoever the questionnaire is for.
 */
export function QuestionnaireLink({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const referral = useReferralLink('love-mobile', profileId, true);
  if (referral.isPending) return <Loader size="sm" aria-label={t('love.profiles.loading')} />;
  if (referral.isError) return <FormAlert code={failureCode(referral.error)} />;
  const { url } = referral.data;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="sm" data-testid="love-questionnaire-link">
      <CopyLink url={url} label={t('love.link.label')} testId="referral-link" />
      <Text size="sm" c="dimmed">
        {t('love.link.hint')}
      </Text>
      <div className={classes.linkActions}>
        {canShare ? (
          <Button
            variant="light"
            color="pink"
            size="lg"
            radius="xl"
            onClick={() => void navigator.share({ url, text: t('love.link.shareText') }).catch(() => undefined)}
          >
            {t('love.link.share')}
          </Button>
        ) : null}
        <Button component={Link} to={pathOf(url)} variant="default" size="lg" radius="xl" data-testid="love-fill-now">
          {t('love.link.fillNow')}
        </Button>
      </div>
    </Stack>
  );
}
