import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { useDeleteTeams } from './team-queries';
import type { TeamSummary } from './teams-table';

export type DeleteRequest = { kind: 'selected'; teams: TeamSummary[] } | { kind: 'all'; count: number };

/** Deleting asks once more, naming the teams that go (or how many, for all of them). */
export function DeleteTeamsDialog({ request, onClose, onDeleted }: { request: DeleteRequest | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTeams('owner');
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!request) return;
    remove.mutate(request.kind === 'all' ? 'all' : { ids: request.teams.map((team) => team._id) }, {
      onSuccess: ({ deleted }) => {
        notifications.show({ color: 'teal', message: t('teams.delete.done', { count: deleted }) });
        remove.reset();
        onDeleted();
      },
    });
  };
  return (
    <Modal opened={request !== null} onClose={close} centered title={t(request?.kind === 'all' ? 'teams.delete.allTitle' : 'teams.delete.selectedTitle')}>
      {request ? (
        <Stack gap="md" data-testid="delete-teams">
          {request.kind === 'all' ? (
            <Text>{t('teams.delete.allQuestion', { count: request.count })}</Text>
          ) : (
            <>
              <Text>{t('teams.delete.selectedQuestion', { count: request.teams.length })}</Text>
              <List size="sm" spacing={2}>
                {request.teams.map((team) => (
                  <List.Item key={team._id}>{team.title}</List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('teams.delete.note')}
          </Text>
          <FormAlert code={remove.error ? failureCode(remove.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('teams.actions.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm} data-testid="delete-teams-confirm">
              {t('teams.actions.delete')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
