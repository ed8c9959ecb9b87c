import { Button, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { rules } from '@teamcast/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { nextAfterLogin } from '../../../shared/paths';
import { useApiClient } from '../../../shared/api/api-context';
import type { AuthArea } from '../../../shared/auth/auth-area';
import { passwordLogin } from '../api/password-login';
import { useSignIn } from '../api/use-sign-in';
import { FormAlert } from '../../../shared/forms/form-alert';
import { showFailure } from '../../../shared/forms/form-failure';
import { validator } from '../../../shared/forms/form-rules';
import { PasswordField } from '../forms/password-field';

interface Credentials {
  username: string;
  password: string;
}

interface SignInFormProps {
  area: AuthArea;
  /** Where the area starts when the login was not reached from one of its pages. */
  home: string;
  /** Links under the button: magic link, registration, password reset. */
  children?: ReactNode;
}

/**
 * Email and password for any area. A wrong pair is a message above the form (the server answers 400
 * `invalid_credentials`, never which of the two was wrong); success returns to the page the user was
 * sent here from, when it belongs to the same area. When the server asks for a proof of work (after
 * many failed sign-ins, usually someone else's), the browser solves it and signs in again by itself,
 * showing how far the check got.
 */
export function SignInForm({ area, home, children }: SignInFormProps) {
  const { t } = useTranslation();
  // Guest calls go without a token, so an old session of the area can neither interfere nor be signed out.
  const client = useApiClient('public');
  const signIn = useSignIn(area);
  const navigate = useNavigate();
  const location = useLocation();
  const [alert, setAlert] = useState<string | null>(null);
  // Percent of the browser check done, while there is one; whole percents keep the re-renders few.
  const [proving, setProving] = useState<number | null>(null);
  const form = useForm<Credentials>({
    initialValues: { username: '', password: '' },
    validate: { username: validator(rules.required, rules.email), password: validator(rules.required) },
  });

  const login = useMutation({
    mutationFn: (body: Credentials) => passwordLogin(client, area, body, { onProving: (share) => setProving(Math.round(share * 100)) }).finally(() => setProving(null)),
    onSuccess: ({ token }) => {
      signIn(token);
      void navigate(nextAfterLogin(location.search, area, home), { replace: true });
    },
    onError: (error) => showFailure(form, setAlert, error, { fields: { username: 'username', password: 'password' } }),
  });

  return (
    <form
      noValidate
      data-testid="sign-in-form"
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        login.mutate(values);
      })}
    >
      <Stack gap="md">
        <FormAlert code={alert} />
        <TextInput
          label={t('identity.fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordField label={t('identity.fields.password')} autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
        {proving !== null && (
          <Stack gap={4} role="status" data-testid="proof-progress">
            <Text size="sm" c="dimmed">
              {t('signin.proof.checking')}
            </Text>
            <Progress value={proving} size="sm" aria-label={t('signin.proof.checking')} />
          </Stack>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('identity.login.submit')}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
