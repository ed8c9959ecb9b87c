import { Button, Stack, TextInput } from '@mantine/core';
import { useForm, type FormRulesRecord, type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { Proof } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../shared/api/api-context';
import { FormAlert } from '../../shared/forms/form-alert';
import { showFailure } from '../../shared/forms/form-failure';
import { validator } from '../../shared/forms/form-rules';
import { CaptchaStatus } from '../../shared/proof/captcha-status';
import { useCaptcha } from '../../shared/proof/use-captcha';
import { SentConfirmation } from './sent-confirmation';

/** What every public message carries: the address to answer to, and a name. */
export interface PublicMessageValues {
  email: string;
  name: string;
}

interface PublicMessageFormProps<V extends PublicMessageValues> {
  testId: string;
  initialValues: V;
  /** Rules of the form's own fields; the address and the name are checked alike in every form. */
  validate?: FormRulesRecord<V>;
  /** Sends the message with the solved captcha (none where the server asks for none). */
  send: (values: V, captcha: Proof | undefined) => Promise<unknown>;
  /** The form's fields by the name the API gives them, so a refused field shows its error under it. */
  apiFields: Partial<Record<string, keyof V & string>>;
  submitLabel: string;
  sent: { title: string; text: (email: string) => string; againLabel: string; testId: string };
  /** The form's own fields, below the address and the name. */
  children: (form: UseFormReturnType<V>) => ReactNode;
}

/**
 * A message to the team from someone not signed in: checked by the domain rules, sent once, then
 * replaced by a confirmation naming the address the answer will go to, with a way to write again.
 * It carries the captcha, which the browser solves while the message is being written.
 */
export function PublicMessageForm<V extends PublicMessageValues>(props: PublicMessageFormProps<V>) {
  const { testId, initialValues, validate, send, apiFields, submitLabel, sent, children } = props;
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useCaptcha(useApiClient('public'));
  const form = useForm<V>({
    initialValues,
    // TypeScript cannot check a literal record against the rules of a values type still generic here.
    validate: { email: validator(rules.required, rules.email), name: validator(rules.name), ...validate } as FormRulesRecord<V>,
  });

  const mutation = useMutation({
    mutationFn: (values: V) => captcha.send((proof) => send(values, proof)),
    onSuccess: (_, values) => {
      setSentTo(values.email.trim());
      form.setValues(initialValues);
    },
    onError: (error) => showFailure(form, setAlert, error, { fields: apiFields }),
  });

  if (sentTo) {
    return (
      <SentConfirmation
        title={sent.title}
        text={sent.text(sentTo)}
        againLabel={sent.againLabel}
        onAgain={() => setSentTo(null)}
        testId={sent.testId}
      />
    );
  }

  return (
    <form
      noValidate
      data-testid={testId}
      onFocusCapture={captcha.prepare}
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        mutation.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput label={t('contact.fields.email')} type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label={t('contact.fields.name')} autoComplete="name" maxLength={100} {...form.getInputProps('name')} />
        {children(form)}
        <CaptchaStatus state={captcha.state} />
        <div>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
