import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { deleteOwnerSelf, type OwnerArea } from '@teamcast/contract';
import { deleteConfirmationWord, resolveLocale, rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { useLogout } from '../../../shared/auth/logout-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { openAccountDeletedDialog } from './account-deleted-dialog';

/**
 * Deleting the account: the user types the confirmation word of the language on screen ('Удалить' or
 * 'Delete', spec section 5). Afterwards the area is signed out and the account-deleted dialog shows.
 */
export function DeleteAccountForm({ area }: { area: OwnerArea }) {
  const { t, i18n } = useTranslation();
  const ln = useLocale();
  const word = deleteConfirmationWord[ln];
  const client = useApiClient(area);
  const logout = useLogout();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { confirmation: '' },
    // The word depends on the language at the moment of submitting, not when the form was made.
    validate: { confirmation: (value: string) => validator(rules.deleteConfirmation(resolveLocale(i18n.resolvedLanguage)))(value) },
  });
  const remove = useMutation({
    mutationFn: (confirmation: string) => client(deleteOwnerSelf, { body: { confirmation: confirmation.trim(), ln } }, { report: false }),
    onSuccess: () => {
      logout(area);
      openAccountDeletedDialog();
    },
    onError: (error) => showFailure(form, setAlert, error, { fields: { confirmation: 'confirmation' } }),
  });
  return (
    <form
      noValidate
      data-testid="delete-account-form"
      onSubmit={form.onSubmit(({ confirmation }) => {
        setAlert(null);
        remove.mutate(confirmation);
      })}
    >
      <Stack gap="md">
        <Text size="sm">{t('identity.deleteAccount.warning', { word })}</Text>
        <FormAlert code={alert} />
        <TextInput
          label={t('identity.deleteAccount.label')}
          placeholder={word}
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" color="red" loading={remove.isPending}>
          {t('identity.deleteAccount.submit')}
        </Button>
      </Stack>
    </form>
  );
}
