import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOwnerSelf, type OwnerArea } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { selfQueryKey } from '../api/self-queries';
import { useOwnerSelf } from '../api/use-owner-self';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { PasswordField } from '../forms/password-field';

interface ChangeEmailValues {
  email: string;
  currentPassword: string;
}

/** An owner changes the email, confirming with the current password. */
export function ChangeEmailForm({ area, onDone }: { area: OwnerArea; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const { data: self } = useOwnerSelf(area);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues>({
    initialValues: { email: '', currentPassword: '' },
    validate: { email: validator(rules.required, rules.email), currentPassword: validator(rules.required) },
  });
  const change = useMutation({
    mutationFn: ({ email, currentPassword }: ChangeEmailValues) => client(updateOwnerSelf, { body: { email, currentPassword } }, { report: false }),
    onSuccess: (updated) => {
      queryClient.setQueryData(selfQueryKey(area), updated);
      onDone();
    },
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { email: 'email', currentPassword: 'currentPassword' },
        codes: { wrong_password: 'currentPassword', email_in_use: 'email' },
      }),
  });
  return (
    <form
      noValidate
      data-testid="change-email-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        change.mutate(values);
      })}
    >
      <Stack gap="md">
        {self ? (
          <Text size="sm" c="dimmed">
            {t('identity.changeEmail.current', { email: self.email })}
          </Text>
        ) : null}
        <FormAlert code={alert} />
        <TextInput
          label={t('identity.fields.newEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('identity.fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <Button type="submit" loading={change.isPending}>
          {t('identity.changeEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}
