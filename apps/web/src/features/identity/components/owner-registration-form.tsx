import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ownerSignup } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { CaptchaStatus } from '../../../shared/proof/captcha-status';
import { useCaptcha } from '../../../shared/proof/use-captcha';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSignIn } from '../api/use-sign-in';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { newPasswordRules } from '../forms/password-fields';
import { ownerAreaPages } from '../owner-areas';
import { ConsentCheckbox } from './consent-checkbox';
import { PasswordField } from '../forms/password-field';

interface RegistrationValues {
  email: string;
  password: string;
  passwordRepeat: string;
  companyName: string;
  consent: boolean;
}

/**
 * A company or individual owner signs up: email, password twice, an optional company name and the
 * consent. The account is signed in at once and the first-signup page tells where the verification
 * link went.
 */
export function OwnerRegistrationForm({ area }: { area: 'owner' | 'owner-mobile' }) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const ln = useLocale();
  const signIn = useSignIn(area);
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const captcha = useCaptcha(client);
  const form = useForm<RegistrationValues>({
    initialValues: { email: '', password: '', passwordRepeat: '', companyName: '', consent: false },
    validate: {
      email: validator(rules.required, rules.email),
      ...newPasswordRules,
      consent: validator(rules.consent),
    },
  });

  const signup = useMutation({
    mutationFn: ({ email, password, companyName }: RegistrationValues) =>
      captcha.send((proof) =>
        client(
          ownerSignup,
          { body: { email, password, companyName: companyName.trim() || undefined, ln, area, consent: true, captcha: proof } },
          { report: false },
        ),
      ),
    onSuccess: ({ token, owner }) => {
      signIn(token, owner);
      void navigate(ownerAreaPages[area].firstSignup, { replace: true });
    },
    onError: (error) =>
      showFailure(form, setAlert, error, {
        fields: { email: 'email', password: 'password', companyName: 'companyName', consent: 'consent' },
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
        <TextInput label={t('identity.fields.email')} type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordField label={t('identity.fields.password')} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordField
          label={t('identity.fields.passwordRepeat')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('passwordRepeat')}
        />
        <TextInput
          label={t('identity.fields.companyName')}
          description={t('identity.fields.optional')}
          autoComplete="organization"
          {...form.getInputProps('companyName')}
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
