import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { SceneView } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import { undoLabels, undoRankLabels } from './scene-texts';

type UndoItem = SceneView['undo'][number];

/** One line of what an undo takes back, in the spec's undo confirmation texts. */
export function useUndoText(team: SceneView, nameOf: (id: string) => string) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (item: UndoItem): string => {
    const names = item.actorIds.map(nameOf).join(', ');
    const key = item.type === 'rank' ? undoRankLabels[item.level ?? 1] : undoLabels[item.type];
    const what = t(key, { names });
    if (item.day === null) return what;
    return t('simulator.undo.onDay', { what, day: item.day, date: formatDate(dateOfDay(team.startDate, item.day), locale) });
  };
}

interface UndoDialogProps {
  team: SceneView;
  opened: boolean;
  pending: boolean;
  nameOf: (id: string) => string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Undo asks first, saying what the last change was; only that one change can be undone. */
export function UndoDialog({ team, opened, pending, nameOf, onConfirm, onClose }: UndoDialogProps) {
  const { t } = useTranslation();
  const text = useUndoText(team, nameOf);
  return (
    <Modal opened={opened} onClose={onClose} centered title={t('simulator.undo.title')}>
      <Stack gap="md" data-testid="undo-dialog">
        <Text>{t('simulator.undo.question')}</Text>
        <List spacing={4} data-testid="undo-items">
          {team.undo.map((item, index) => (
            <List.Item key={`${item.type}-${item.actorIds.join()}-${item.day ?? 'x'}-${index}`}>{text(item)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('simulator.undo.note')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('simulator.undo.keep')}
          </Button>
          <Button color="orange" loading={pending} onClick={onConfirm} data-testid="undo-confirm">
            {t('simulator.undo.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
