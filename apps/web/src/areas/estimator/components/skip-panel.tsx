import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { EstimatorProfileDetail } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useGradingChange } from '../api/estimation';
import phone from './estimator-phone.module.css';

/** Skipping a profile for later (normal) or as suspicious, and lifting the skip. */
export function SkipPanel({ profile }: { profile: EstimatorProfileDetail }) {
  const { t } = useTranslation();
  const change = useGradingChange(profile._id);
  const busy = change.isPending && change.variables.kind === 'skip';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="skip-title" data-testid="skip-panel">
      <Title order={2} size="h4" id="skip-title" mb="sm">
        {t('estimation.skip.title')}
      </Title>
      {profile.skipStatus ? (
        <Text size="sm" mb="sm" c={profile.skipStatus === 'suspicious' ? 'red' : 'yellow.8'} fw={600} data-testid="skip-state">
          {profile.skipStatus === 'suspicious' ? t('estimation.skip.isSuspicious') : t('estimation.skip.isNormal')}
        </Text>
      ) : null}
      <Group gap="sm" className={phone.touchGroup}>
        <Button
          variant={profile.skipStatus === 'normal' ? 'filled' : 'light'}
          color="yellow"
          aria-pressed={profile.skipStatus === 'normal'}
          disabled={busy}
          onClick={() => profile.skipStatus !== 'normal' && change.mutate({ kind: 'skip', skipStatus: 'normal' })}
        >
          {t('estimation.skip.normal')}
        </Button>
        <Button
          variant={profile.skipStatus === 'suspicious' ? 'filled' : 'light'}
          color="red"
          aria-pressed={profile.skipStatus === 'suspicious'}
          disabled={busy}
          onClick={() => profile.skipStatus !== 'suspicious' && change.mutate({ kind: 'skip', skipStatus: 'suspicious' })}
        >
          {t('estimation.skip.suspicious')}
        </Button>
        {profile.skipStatus ? (
          <Button variant="subtle" disabled={busy} onClick={() => change.mutate({ kind: 'skip', skipStatus: null })}>
            {t('estimation.skip.clear')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
