import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ownerLoveSignup } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { CaptchaStatus } from '../../../shared/proof/captcha-status';
import { useCaptcha } from '../../../shared/proof/use-captcha';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSignIn } from '../api/use-sign-in';
import { birthDateInputToIso, checkBirthDateInput } from '../forms/birth-date';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { newPasswordRules } from '../forms/password-fields';
import { ownerAreaPages } from '../owner-areas';
import { ConsentCheckbox } from './consent-checkbox';
import { PasswordField } from '../forms/password-field';

interface LoveRegistrationValues {
  firstName: string;
  birthDate: string;
  email: string;
  password: string;
  passwordRepeat: string;
  consent: boolean;
}

/** Today as a date input's value, the latest birth date the picker offers. */
function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The love site's sign-up: first name and birth date (sent as midnight UTC of the chosen day, spec
 * section 5), then email, password twice and consent.
 */
export function LoveRegistrationForm() {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const ln = useLocale();
  const signIn = useSignIn('love-mobile');
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const captcha = useCaptcha(client);
  const form = useForm<LoveRegistrationValues>({
    initialValues: { firstName: '', birthDate: '', email: '', password: '', passwordRepeat: '', consent: false },
    validate: {
      firstName: validator(rules.required, rules.name),
      birthDate: (value) => {
        const issue = checkBirthDateInput(value);
        return issue ? <IssueMessage issue={issue} /> : null;
      },
      email: validator(rules.required, rules.email),
      ...newPasswordRules,
      consent: validator(rules.consent),
    },
  });

  const signup = useMutation({
    mutationFn: ({ firstName, birthDate, email, password }: LoveRegistrationValues) =>
      captcha.send((proof) =>
        client(
          ownerLoveSignup,
          { body: { firstName, birthDate: birthDateInputToIso(birthDate) ?? birthDate, email, password, ln, consent: true, captcha: proof } },
          { report: false },
        ),
      ),
    onSuccess: ({ token, owner }) => {
      signIn(token, owner);
      void navigate(ownerAreaPages['love-mobile'].firstSignup, { replace: true });
    },
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { firstName: 'firstName', birthDate: 'birthDate', email: 'email', password: 'password', consent: 'consent' },
        codes: { email_in_use: 'email' },
      }),
  });

  return (
    <form
      noValidate
      data-testid="registration-form"
      // The browser's check starts when the visitor does, and is mostly done by the time they send.
      onFocusCapture={captcha.prepare}
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        signup.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput label={t('identity.fields.firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput
          label={t('identity.fields.birthDate')}
          type="date"
          autoComplete="bday"
          max={todayInputValue()}
          withAsterisk
          {...form.getInputProps('birthDate')}
        />
        <TextInput label={t('identity.fields.email')} type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordField label={t('identity.fields.password')} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordField
          label={t('identity.fields.passwordRepeat')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('passwordRepeat')}
        />
        <ConsentCheckbox {...form.getInputProps('consent', { type: 'checkbox' })} />
        <CaptchaStatus state={captcha.state} />
        <Button type="submit" fullWidth loading={signup.isPending}>
          {t('identity.registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
