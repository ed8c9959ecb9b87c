import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SceneView } from '@teamcast/contract';
import { addActorIssue } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import { ProfilePicker } from '../teams/profile-picker';

interface AddMemberDialogProps {
  team: SceneView;
  day: number;
  opened: boolean;
  pending: boolean;
  onAdd: (profileId: string) => void;
  onClose: () => void;
}

/** A specialist joins the team on the selected day; a full team takes no one more. */
export function AddMemberDialog({ team, day, opened, pending, onAdd, onClose }: AddMemberDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [chosen, setChosen] = useState<string[]>([]);
  const full = addActorIssue(team.actors.length);
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} centered size="lg" title={t('simulator.add.title')}>
      <Stack gap="md" data-testid="add-member-dialog">
        <Text size="sm" c="dimmed">
          {t('simulator.add.from', { day, date: formatDate(dateOfDay(team.startDate, day), locale) })}
        </Text>
        {full ? (
          <Alert color="orange" variant="light" role="alert">
            <IssueMessage issue={full} />
          </Alert>
        ) : (
          <ProfilePicker single selected={chosen} onChange={setChosen} exclude={team.actors.map((actor) => actor.id)} height={300} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('simulator.dialog.cancel')}
          </Button>
          <Button
            disabled={!!full || chosen.length !== 1}
            loading={pending}
            onClick={() => {
              const [profileId] = chosen;
              if (profileId) onAdd(profileId);
              setChosen([]);
            }}
            data-testid="add-member-submit"
          >
            {t('simulator.add.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** A question before a change that takes more than one step back to redo. */
export function ConfirmDialog({ opened, title, text, confirmLabel, pending, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} centered title={title}>
      <Stack gap="md" data-testid={testId}>
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('simulator.dialog.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
