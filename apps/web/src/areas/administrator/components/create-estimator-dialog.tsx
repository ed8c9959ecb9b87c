import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEstimator } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { useApiClient } from '../../../shared/api/api-context';
import { estimatorsQueryKey } from '../api/estimators';
import { PasswordField } from '../../../features/identity/forms/password-field';

interface EstimatorValues {
  email: string;
  fullName: string;
  password: string;
  information: string;
}

const optionalPassword = validator<string>((value) => (value === '' ? null : rules.password(value)));

function CreateEstimatorForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EstimatorValues>({
    initialValues: { email: '', fullName: '', password: '', information: '' },
    validate: { email: validator(rules.required, rules.email), fullName: validator(rules.required, rules.name), password: optionalPassword },
  });
  const create = useMutation({
    mutationFn: ({ email, fullName, password, information }: EstimatorValues) =>
      client(
        createEstimator,
        { body: { email, fullName, password: password.trim() ? password : undefined, information: information.trim() || undefined } },
        { report: false },
      ),
    onSuccess: (estimator, values) => {
      void queryClient.invalidateQueries({ queryKey: estimatorsQueryKey });
      notifications.show({
        color: 'teal',
        message: values.password.trim()
          ? t('administrator.estimators.created', { email: estimator.email })
          : t('administrator.estimators.createdWithLink', { email: estimator.email }),
      });
      onDone();
    },
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { email: 'email', fullName: 'fullName', password: 'password', information: 'information' },
        codes: { email_in_use: 'email' },
      }),
  });
  return (
    <form
      noValidate
      data-testid="create-estimator-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        create.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput label={t('identity.fields.email')} type="email" autoComplete="off" withAsterisk data-autofocus {...form.getInputProps('email')} />
        <TextInput label={t('identity.fields.fullName')} autoComplete="off" withAsterisk {...form.getInputProps('fullName')} />
        <PasswordField
          label={t('identity.fields.password')}
          description={t('administrator.estimators.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Textarea label={t('identity.fields.information')} description={t('identity.fields.optional')} rows={3} {...form.getInputProps('information')} />
        <Button type="submit" loading={create.isPending}>
          {t('administrator.estimators.create')}
        </Button>
      </Stack>
    </form>
  );
}

/** The administrator adds an estimator: email, full name, an optional password and notes. */
export function CreateEstimatorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('administrator.estimators.createTitle')} centered data-testid="create-estimator-dialog">
      <CreateEstimatorForm onDone={onClose} />
    </Modal>
  );
}
