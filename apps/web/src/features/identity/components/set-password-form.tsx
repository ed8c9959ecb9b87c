import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEstimatorSelf, updateOwnerSelf } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import type { AuthArea } from '../../../shared/auth/auth-area';
import { selfQueryKey } from '../api/self-queries';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { newPasswordRules } from '../forms/password-fields';
import { PasswordField } from '../forms/password-field';

interface SetPasswordValues {
  password: string;
  passwordRepeat: string;
}

/**
 * A new password without the current one: right after a password-reset link (the server accepts it for
 * a short while after), or an estimator invited by link choosing a first password.
 */
export function SetPasswordForm({ area, onDone, lead }: { area: Exclude<AuthArea, 'administrator'>; onDone: () => void; lead?: string }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SetPasswordValues>({ initialValues: { password: '', passwordRepeat: '' }, validate: newPasswordRules });
  const save = useMutation({
    mutationFn: async ({ password }: SetPasswordValues): Promise<unknown> =>
      area === 'estimator'
        ? client(updateEstimatorSelf, { body: { password } }, { report: false })
        : client(updateOwnerSelf, { body: { password } }, { report: false }),
    onSuccess: (self) => {
      queryClient.setQueryData(selfQueryKey(area), self);
      onDone();
    },
    onError: (error) => showFailure(form, setAlert, error, { fields: { password: 'password' } }),
  });
  return (
    <form
      noValidate
      data-testid="set-password-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        save.mutate(values);
      })}
    >
      <Stack gap="md">
        {lead ? <Text size="sm">{lead}</Text> : null}
        <FormAlert code={alert} />
        <PasswordField
          label={t('identity.fields.newPassword')}
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('identity.fields.passwordRepeat')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('passwordRepeat')}
        />
        <Button type="submit" loading={save.isPending}>
          {t('identity.setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
