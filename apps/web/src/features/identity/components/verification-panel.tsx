import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, ownerVerificationLink, type OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { selfQueryKey } from '../api/self-queries';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';

/**
 * Where the verification link went, and a button that mails a new one. An account confirmed in the
 * meantime answers 409 `email_already_verified`: that is said, and the account is read again so the
 * blocked tools open.
 */
export function VerificationPanel({ area, email }: { area: OwnerArea; email: string | undefined }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const ln = useLocale();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => client(ownerVerificationLink, { body: { ln, area } }, { report: false }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'email_already_verified') {
        // A notification, because reading the account again closes whatever asked to verify it.
        notifications.show({ id: 'email-already-verified', color: 'teal', message: t('errors.codes.email_already_verified') });
        void queryClient.invalidateQueries({ queryKey: selfQueryKey(area) });
      }
    },
  });
  const alreadyVerified = resend.error instanceof ApiError && resend.error.code === 'email_already_verified';

  return (
    <Stack gap="md" data-testid="verification-panel">
      <Text>{email ? t('identity.verification.sentTo', { email }) : t('identity.verification.sent')}</Text>
      {resend.isSuccess ? (
        <Alert color="teal" variant="light" role="status" data-testid="verification-resent">
          {email ? t('identity.verification.resentTo', { email }) : t('identity.verification.resent')}
        </Alert>
      ) : null}
      {alreadyVerified ? null : (
        <>
          <FormAlert code={resend.error ? failureCode(resend.error) : null} />
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()} data-testid="verification-resend">
            {t('identity.verification.resend')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The account verification dialog (spec section 2). */
export function VerificationDialog({
  area,
  email,
  opened,
  onClose,
}: {
  area: OwnerArea;
  email: string | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('identity.verification.title')} centered data-testid="verification-dialog">
      <VerificationPanel area={area} email={email} />
    </Modal>
  );
}
