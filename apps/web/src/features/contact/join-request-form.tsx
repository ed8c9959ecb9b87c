import { TextInput, Textarea } from '@mantine/core';
import { ownerJoinRequest } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../shared/api/api-context';
import { useLocale } from '../../shared/i18n/use-locale';
import { PublicMessageForm } from './public-message-form';

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
  return (
    <PublicMessageForm
      testId="join-request-form"
      initialValues={initialValues}
      send={({ email, name, companyName, message }, captcha) =>
        client(
          ownerJoinRequest,
          {
            body: {
              email,
              name: name.trim() || undefined,
              companyName: companyName.trim() || undefined,
              message: message.trim() || undefined,
              ln,
              captcha,
            },
          },
          { report: false },
        )
      }
      apiFields={{ email: 'email', name: 'name', companyName: 'companyName', message: 'message' }}
      submitLabel={t('contact.join.submit')}
      sent={{
        title: t('contact.join.sent.title'),
        text: (email) => t('contact.join.sent.text', { email }),
        againLabel: t('contact.join.again'),
        testId: 'join-request-sent',
      }}
    >
      {(form) => (
        <>
          <TextInput label={t('contact.fields.companyName')} autoComplete="organization" maxLength={200} {...form.getInputProps('companyName')} />
          <Textarea
            label={t('contact.fields.message')}
            placeholder={t('contact.join.messagePlaceholder')}
            rows={4}
            maxLength={2000}
            {...form.getInputProps('message')}
          />
        </>
      )}
    </PublicMessageForm>
  );
}
