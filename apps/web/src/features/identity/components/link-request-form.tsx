import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';

interface LinkRequestFormProps {
  /** Asks the server to mail the link to this address. */
  request: (username: string) => Promise<unknown>;
  submitLabel: string;
  /** A line above the field saying what the link will do. */
  lead?: string;
  /** Error codes that concern the address, shown under the field (a password reset's unknown user). */
  addressCodes?: readonly string[];
  testId?: string;
}

/**
 * One email field that asks for a link by mail: sign-in, password reset, a new link after an expired
 * one. Once sent it says where to, and offers to send again.
 */
export function LinkRequestForm({ request, submitLabel, lead, addressCodes = [], testId = 'link-request-form' }: LinkRequestFormProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { username: '' }, validate: { username: validator(rules.required, rules.email) } });
  const send = useMutation({
    mutationFn: (username: string) => request(username),
    onSuccess: (_, username) => setSentTo(username.trim()),
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { username: 'username' },
        codes: Object.fromEntries(addressCodes.map((code) => [code, 'username' as const])),
      }),
  });

  if (sentTo) {
    return (
      <Stack gap="md" data-testid={`${testId}-sent`}>
        <Alert color="teal" variant="light" role="status">
          {t('identity.linkSent.text', { email: sentTo })}
        </Alert>
        <Button variant="default" onClick={() => setSentTo(null)}>
          {t('identity.linkSent.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={form.onSubmit(({ username }) => {
        setAlert(null);
        send.mutate(username);
      })}
    >
      <Stack gap="md">
        {lead ? <Text size="sm">{lead}</Text> : null}
        <FormAlert code={alert} />
        <TextInput
          label={t('identity.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('username')}
        />
        <Button type="submit" fullWidth loading={send.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
