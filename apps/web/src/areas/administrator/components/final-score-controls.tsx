import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFinalScore, deleteFinalScorePrecise, setFinalScore, setFinalScorePrecise, type AdminProfileDetail } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { adminProfileQuery, adminProfilesQueryKey } from '../api/administration';
import { scoreKeys } from './administration-labels';

type Kind = 'finalScore' | 'finalScorePrecise';

/** One score: a 0..100 field, set, and delete. Setting the final score approves the profile; deleting it cancels that. */
function ScoreControl({ profile, kind }: { profile: AdminProfileDetail; kind: Kind }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const current = profile[kind];
  const [value, setValue] = useState<number | string>(current ?? '');
  const apply = (updated: AdminProfileDetail) => {
    queryClient.setQueryData(adminProfileQuery(client, profile._id).queryKey, updated);
    // The lists show the new status when next opened.
    void queryClient.invalidateQueries({ queryKey: adminProfilesQueryKey, refetchType: 'none' });
    setValue(updated[kind] ?? '');
  };
  const save = useMutation({
    mutationFn: (score: number) =>
      kind === 'finalScore'
        ? client(setFinalScore, { params: { id: profile._id }, body: { score } })
        : client(setFinalScorePrecise, { params: { id: profile._id }, body: { scorePrecise: score } }),
    onSuccess: (updated) => {
      apply(updated);
      notifications.show({ color: 'teal', message: t(scoreKeys[kind].saved) });
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      kind === 'finalScore'
        ? client(deleteFinalScore, { params: { id: profile._id } })
        : client(deleteFinalScorePrecise, { params: { id: profile._id } }),
    onSuccess: (updated) => {
      apply(updated);
      notifications.show({ color: 'teal', message: t(scoreKeys[kind].deleted) });
    },
  });
  const valid = typeof value === 'number' && value >= 0 && value <= 100;
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label={t(scoreKeys[kind].label)}
        min={0}
        max={100}
        step={kind === 'finalScore' ? 1 : 0.1}
        decimalScale={kind === 'finalScore' ? 0 : 2}
        value={value}
        onChange={setValue}
        w={180}
        data-testid={`${kind}-input`}
      />
      <Button disabled={!valid} loading={save.isPending} onClick={() => valid && save.mutate(value)} data-testid={`${kind}-save`}>
        {kind === 'finalScore' ? t('administration.profile.approve') : t('administration.save')}
      </Button>
      {current !== null ? (
        <Button variant="light" color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid={`${kind}-delete`}>
          {kind === 'finalScore' ? t('administration.profile.cancelApproval') : t('administration.delete')}
        </Button>
      ) : null}
    </Group>
  );
}

export function FinalScoreControls({ profile }: { profile: AdminProfileDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="final-score-title">
      <Title order={2} size="h4" id="final-score-title" mb="xs">
        {t('administration.profile.finalTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('administration.profile.finalHint')}
      </Text>
      <Stack gap="md">
        <ScoreControl key={`f-${profile.finalScore}`} profile={profile} kind="finalScore" />
        <ScoreControl key={`p-${profile.finalScorePrecise}`} profile={profile} kind="finalScorePrecise" />
      </Stack>
    </Paper>
  );
}
