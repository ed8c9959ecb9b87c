import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ownerContact } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../shared/api/api-context';
import { FormAlert } from '../../shared/forms/form-alert';
import { showFailure } from '../../shared/forms/form-failure';
import { validator } from '../../shared/forms/form-rules';
import { SentConfirmation } from './sent-confirmation';

interface ContactValues {
  email: string;
  name: string;
  message: string;
}

const initialValues: ContactValues = { email: '', name: '', message: '' };

/** A question for the team from someone not signed in: the address to answer to, a name and the message. */
export function ContactForm() {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues,
    validate: {
      email: validator(rules.required, rules.email),
      name: validator(rules.name),
      message: validator(rules.required),
    },
  });

  const send = useMutation({
    mutationFn: ({ email, name, message }: ContactValues) =>
      client(ownerContact, { body: { email, username: name.trim() || undefined, message } }, { report: false }),
    onSuccess: (_, values) => {
      setSentTo(values.email.trim());
      form.setValues(initialValues);
    },
    // The API calls the sender's name `username`.
    onError: (error) => showFailure(form, setAlert, error, { fields: { email: 'email', username: 'name', message: 'message' } }),
  });

  if (sentTo) {
    return (
      <SentConfirmation
        title={t('contact.message.sent.title')}
        text={t('contact.message.sent.text', { email: sentTo })}
        againLabel={t('contact.message.again')}
        onAgain={() => setSentTo(null)}
        testId="contact-sent"
      />
    );
  }

  return (
    <form
      noValidate
      data-testid="contact-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        send.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput label={t('contact.fields.email')} type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label={t('contact.fields.name')} autoComplete="name" maxLength={100} {...form.getInputProps('name')} />
        <Textarea label={t('contact.fields.message')} withAsterisk rows={5} maxLength={5000} {...form.getInputProps('message')} />
        <div>
          <Button type="submit" loading={send.isPending}>
            {t('contact.message.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
