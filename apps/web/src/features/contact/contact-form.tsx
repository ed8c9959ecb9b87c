import { Textarea } from '@mantine/core';
import { ownerContact } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../shared/api/api-context';
import { validator } from '../../shared/forms/form-rules';
import { PublicMessageForm } from './public-message-form';

interface ContactValues {
  email: string;
  name: string;
  message: string;
}

const emptyValues: ContactValues = { email: '', name: '', message: '' };

/**
 * A question for the team: the address to answer to, a name and the message. A signed-in page may
 * fill some in (the account's email, what the question is about); the sender can still change them.
 */
export function ContactForm({ initialValues }: { initialValues?: Partial<ContactValues> }) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  return (
    <PublicMessageForm
      testId="contact-form"
      initialValues={{ ...emptyValues, ...initialValues }}
      validate={{ message: validator(rules.required) }}
      send={({ email, name, message }, captcha) =>
        client(ownerContact, { body: { email, username: name.trim() || undefined, message, captcha } }, { report: false })
      }
      // The API calls the sender's name `username`.
      apiFields={{ email: 'email', username: 'name', message: 'message' }}
      submitLabel={t('contact.message.submit')}
      sent={{
        title: t('contact.message.sent.title'),
        text: (email) => t('contact.message.sent.text', { email }),
        againLabel: t('contact.message.again'),
        testId: 'contact-sent',
      }}
    >
      {(form) => <Textarea label={t('contact.fields.message')} withAsterisk rows={5} maxLength={5000} {...form.getInputProps('message')} />}
    </PublicMessageForm>
  );
}
