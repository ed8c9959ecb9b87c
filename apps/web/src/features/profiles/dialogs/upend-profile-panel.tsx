import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { checkUpendProfile, type OwnerArea, type Profile } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { useUpendProfile } from '../api/profile-mutations';
import { useProfileName } from '../view/profile-names';
import { useControlSize } from '../view/use-phone';

const reasonKeys = {
  already_main: 'profiles.upend.reasons.alreadyMain',
  not_filled: 'profiles.upend.reasons.notFilled',
  attached: 'profiles.upend.reasons.attached',
} as const;

/** "This is me": the server says first whether the profile can become the owner's own, and whose place it takes. */
export function UpendProfilePanel({ area, profile, onDone }: { area: OwnerArea; profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const size = useControlSize();
  const client = useApiClient(area);
  const nameOf = useProfileName();
  const upend = useUpendProfile(area);
  const [alert, setAlert] = useState<string | null>(null);
  const check = useQuery({
    queryKey: areaQueryKey(area, 'profiles', 'upend-check', profile._id),
    queryFn: ({ signal }) => client(checkUpendProfile, { params: { id: profile._id } }, { signal, report: false }),
    staleTime: 0,
    gcTime: 0,
  });
  const name = nameOf(profile);
  if (check.isPending) return <Loader size="sm" aria-label={t('profiles.loading')} />;
  if (check.isError) return <FormAlert code={failureCode(check.error)} />;
  const { canUpend, reason, currentMainProfileId } = check.data;
  return (
    <Stack gap="md" data-testid="upend-profile">
      {canUpend ? (
        <>
          <Text>{t('profiles.upend.question', { name })}</Text>
          <Text size="sm" c="dimmed">
            {currentMainProfileId ? t('profiles.upend.replaces') : t('profiles.upend.explain')}
          </Text>
        </>
      ) : (
        <Alert color="gray" variant="light" data-testid="upend-refused">
          {t(reason ? reasonKeys[reason] : 'profiles.upend.reasons.notFilled')}
        </Alert>
      )}
      <FormAlert code={alert} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size={size} onClick={onDone}>
          {canUpend ? t('profiles.actions.cancel') : t('profiles.actions.close')}
        </Button>
        {canUpend ? (
          <Button
            size={size}
            loading={upend.isPending}
            data-testid="upend-confirm"
            onClick={() => {
              setAlert(null);
              upend.mutate(profile._id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('profiles.upend.done', { name }) });
                  onDone();
                },
                onError: (error) => setAlert(failureCode(error)),
              });
            }}
          >
            {t('profiles.upend.confirm')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
