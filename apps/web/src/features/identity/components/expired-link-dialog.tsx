import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkRequestForm } from './link-request-form';

interface ExpiredLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Mails a fresh sign-in link. */
  request: (username: string) => Promise<unknown>;
}

/** A link that expired or was used already: says so and offers a new one (spec sections 2 and 8). */
export function ExpiredLinkDialog({ opened, onClose, request }: ExpiredLinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('identity.expiredLink.title')} centered data-testid="expired-link-dialog">
      <Stack gap="md">
        <Text>{t('errors.codes.link_expired')}</Text>
        <LinkRequestForm
          request={request}
          lead={t('identity.expiredLink.lead')}
          submitLabel={t('identity.magicLink.submit')}
          testId="expired-link-request"
        />
      </Stack>
    </Modal>
  );
}
