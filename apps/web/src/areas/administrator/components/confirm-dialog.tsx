import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before something that cannot be undone, such as deleting owners or profiles. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('administration.cancel')}
        </Button>
        <Button color="red" loading={busy ?? false} onClick={onConfirm} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
