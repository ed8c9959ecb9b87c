import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ownerJoinRequest } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../shared/api/api-context';
import { useLocale } from '../../shared/i18n/use-locale';
import { FormAlert } from '../../shared/forms/form-alert';
import { showFailure } from '../../shared/forms/form-failure';
import { validator } from '../../shared/forms/form-rules';
import { SentConfirmation } from './sent-confirmation';

interface JoinRequestValues {
  email: string;
  name: string;
  companyName: string;
  message: string;
}

const initialValues: JoinRequestValues = { email: '', name: '', companyName: '', message: '' };

/**
 * A company asks for access: only the address is required, the rest helps the team answer. The
 * request names the language on screen, so the confirmation mail is written in it.
 */
export function JoinRequestForm() {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const ln = useLocale();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<JoinRequestValues>({
    initialValues,
    validate: { email: validator(rules.required, rules.email), name: validator(rules.name) },
  });

  const send = useMutation({
    mutationFn: ({ email, name, companyName, message }: JoinRequestValues) =>
      client(
        ownerJoinRequest,
        {
          body: {
            email,
            name: name.trim() || undefined,
            companyName: companyName.trim() || undefined,
            message: message.trim() || undefined,
            ln,
          },
        },
        { report: false },
      ),
    onSuccess: (_, values) => {
      setSentTo(values.email.trim());
      form.setValues(initialValues);
    },
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { email: 'email', name: 'name', companyName: 'companyName', message: 'message' },
      }),
  });

  if (sentTo) {
    return (
      <SentConfirmation
        title={t('contact.join.sent.title')}
        text={t('contact.join.sent.text', { email: sentTo })}
        againLabel={t('contact.join.again')}
        onAgain={() => setSentTo(null)}
        testId="join-request-sent"
      />
    );
  }

  return (
    <form
      noValidate
      data-testid="join-request-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        send.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput label={t('contact.fields.email')} type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label={t('contact.fields.name')} autoComplete="name" maxLength={100} {...form.getInputProps('name')} />
        <TextInput label={t('contact.fields.companyName')} autoComplete="organization" maxLength={200} {...form.getInputProps('companyName')} />
        <Textarea
          label={t('contact.fields.message')}
          placeholder={t('contact.join.messagePlaceholder')}
          rows={4}
          maxLength={2000}
          {...form.getInputProps('message')}
        />
        <div>
          <Button type="submit" loading={send.isPending}>
            {t('contact.join.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
