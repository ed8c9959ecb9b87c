import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attachProfile, checkAttachProfile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../shared/paths';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { useAreaToken } from '../../../shared/auth/credentials-store';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { profilesQueryKey } from '../api/profile-queries';
import { profileAreas } from '../profile-areas';
import { useControlSize, useTouch } from '../view/use-phone';

/** The areas that open share links. */
export type ShareLinkArea = 'owner' | 'owner-mobile';

const reasonKeys = {
  own: 'profiles.shared.reasons.own',
  attached: 'profiles.shared.reasons.attached',
  not_filled: 'profiles.shared.reasons.notFilled',
} as const;

function SignedInAttach({ area, sharelink }: { area: ShareLinkArea; sharelink: string }) {
  const { t } = useTranslation();
  const size = useControlSize();
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const config = profileAreas[area];
  const touch = useTouch();
  const check = useQuery({
    queryKey: areaQueryKey(area, 'profiles', 'attach-check', sharelink),
    queryFn: ({ signal }) => client(checkAttachProfile, { params: { id: sharelink } }, { signal, report: false }),
    staleTime: 0,
  });
  const attach = useMutation({
    mutationFn: () => client(attachProfile, { params: { id: sharelink } }, { report: false }),
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({ queryKey: profilesQueryKey(area) });
      void navigate(config.profile(profile._id));
    },
  });
  if (check.isError) return <FormAlert code={failureCode(check.error)} />;
  const result = check.data;
  const reasonId = 'attach-reason';
  return (
    <Stack gap="xs" align={touch ? 'stretch' : 'flex-start'}>
      <Button
        size={size}
        fullWidth={touch}
        loading={check.isPending || attach.isPending}
        disabled={!!result && !result.canAttach}
        aria-describedby={result && !result.canAttach ? reasonId : undefined}
        onClick={() => attach.mutate()}
        data-testid="attach-profile"
      >
        {t('profiles.shared.attach')}
      </Button>
      {result && !result.canAttach && result.reason ? (
        <Text size="sm" c="dimmed" id={reasonId} data-testid="attach-reason">
          {t(reasonKeys[result.reason])}{' '}
          {result.profileId ? (
            <Anchor component={Link} to={config.profile(result.profileId)}>
              {t('profiles.shared.openMine')}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
      {attach.isError ? <FormAlert code={failureCode(attach.error)} /> : null}
    </Stack>
  );
}

/**
 * Someone else's profile opened from its share link can join the viewer's list for compatibility
 * checks; a guest is offered to sign in first and comes back here.
 */
export function AttachSharedProfile({ area, sharelink }: { area: ShareLinkArea; sharelink: string }) {
  const { t } = useTranslation();
  const token = useAreaToken(area);
  const location = useLocation();
  const size = useControlSize();
  const touch = useTouch();
  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-blue-light)" component="section" aria-labelledby="attach-title" data-testid="attach-block">
      <Stack gap="sm">
        <Text fw={600} c="blue.8" id="attach-title">
          {t('profiles.shared.attachTitle')}
        </Text>
        <Text size="sm">{t('profiles.shared.attachText')}</Text>
        {token ? (
          <SignedInAttach area={area} sharelink={sharelink} />
        ) : (
          <div>
            <Button
              component={Link}
              to={loginHref(area, `${location.pathname}${location.search}`)}
              size={size}
              fullWidth={touch}
              data-testid="attach-sign-in"
            >
              {t('profiles.shared.signIn')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
