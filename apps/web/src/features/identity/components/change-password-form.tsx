import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEstimatorSelf, updateOwnerSelf, type OwnerArea } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { selfQueryKey } from '../api/self-queries';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { newPasswordRules } from '../forms/password-fields';
import { PasswordField } from '../forms/password-field';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  passwordRepeat: string;
}

/** An owner or an estimator changes the password: the current one, then the new one twice. */
export function ChangePasswordForm({ area, onDone }: { area: OwnerArea | 'estimator'; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', passwordRepeat: '' },
    validate: { currentPassword: validator(rules.required), ...newPasswordRules },
  });
  const change = useMutation({
    mutationFn: async ({ currentPassword, password }: ChangePasswordValues): Promise<unknown> =>
      area === 'estimator'
        ? client(updateEstimatorSelf, { body: { currentPassword, password } }, { report: false })
        : client(updateOwnerSelf, { body: { currentPassword, password } }, { report: false }),
    onSuccess: (self) => {
      queryClient.setQueryData(selfQueryKey(area), self);
      onDone();
    },
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { currentPassword: 'currentPassword', password: 'password' },
        codes: { wrong_password: 'currentPassword' },
      }),
  });
  return (
    <form
      noValidate
      data-testid="change-password-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        change.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <PasswordField
          label={t('identity.fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField label={t('identity.fields.newPassword')} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordField
          label={t('identity.fields.passwordRepeat')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('passwordRepeat')}
        />
        <Button type="submit" loading={change.isPending}>
          {t('identity.changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
