import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@teamcast/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { nextAfterLogin } from '../../../shared/paths';
import { useApiClient } from '../../../shared/api/api-context';
import type { AuthArea } from '../../../shared/auth/auth-area';
import { consumeMagicLink, type LinkAccount, type MagicLogin } from '../api/magic-link';
import { useSignIn } from '../api/use-sign-in';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { deviceTokens } from '../session/device-tokens';
import { passwordResetState } from '../session/password-reset-state';
import { ExpiredLinkDialog } from './expired-link-dialog';
import { LinkRequestForm } from './link-request-form';

interface MagicLinkViewProps {
  area: AuthArea;
  account: LinkAccount;
  /** Where the area starts. */
  home: string;
  /** Mails a sign-in link to an address. */
  request: (username: string) => Promise<unknown>;
  /** Links under the request form (back to the password login). */
  children?: ReactNode;
}

type Stage = { kind: 'request' } | { kind: 'consuming' } | { kind: 'expired' } | { kind: 'failed'; code: string };

/**
 * A link that cannot sign anyone in: expired, used, or not a link of ours at all. They all read as
 * expired to the user, who needs the same thing in each case: a new link.
 */
function isDeadLink(error: unknown): boolean {
  if (error instanceof ApiError) return [400, 404, 410].includes(error.statusCode);
  return error instanceof Error && error.name === 'ZodError';
}

/**
 * The page a mailed link opens. Without a token it asks for a link. With one it signs the user in to
 * this area and continues by the link's purpose: a sign-in goes where the user was heading, a
 * verification also says the account is confirmed, a password reset opens the new-password form.
 */
export function MagicLinkView({ area, account, home, request, children }: MagicLinkViewProps) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const signIn = useSignIn(area);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ token: string; attempt: number; stage: Stage } | null>(null);
  const [dialogClosed, setDialogClosed] = useState(false);

  useEffect(() => {
    if (!token) return;
    let active = true;
    const finish = (stage: Stage) => {
      if (active) setOutcome({ token, attempt, stage });
    };
    const proceed = ({ token: session, deviceToken, purpose }: MagicLogin) => {
      if (!active) return;
      signIn(session);
      // The mailbox is proven: password sign-ins from this browser are not slowed by others' failures.
      deviceTokens.set(area, deviceToken);
      if (purpose === 'verify') {
        notifications.show({ id: 'account-verified', color: 'teal', message: t('identity.verification.done') });
      }
      if (purpose === 'reset') void navigate(home, { replace: true, state: passwordResetState });
      else void navigate(nextAfterLogin(location.search, area, home), { replace: true });
    };
    consumeMagicLink(client, account, token).then(proceed, (error: unknown) =>
      finish(isDeadLink(error) ? { kind: 'expired' } : { kind: 'failed', code: failureCode(error) }),
    );
    return () => {
      active = false;
    };
    // The link is spent once per token and attempt; the rest only shapes what happens after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt]);

  const stage: Stage = !token
    ? { kind: 'request' }
    : outcome && outcome.token === token && outcome.attempt === attempt
      ? outcome.stage
      : { kind: 'consuming' };

  if (stage.kind === 'consuming') {
    return (
      <Group gap="sm" data-testid="magic-link-consuming" role="status">
        <Loader size="sm" />
        <Text>{t('identity.magicLink.signingIn')}</Text>
      </Group>
    );
  }

  if (stage.kind === 'failed') {
    return (
      <Stack gap="md" data-testid="magic-link-failed">
        <FormAlert code={stage.code} />
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('identity.magicLink.retry')}</Button>
      </Stack>
    );
  }

  if (stage.kind === 'expired') {
    return (
      <Stack gap="md" data-testid="magic-link-expired">
        <Alert color="orange" variant="light">
          {t('errors.codes.link_expired')}
        </Alert>
        <Button onClick={() => setDialogClosed(false)}>{t('identity.expiredLink.requestNew')}</Button>
        {children}
        <ExpiredLinkDialog opened={!dialogClosed} onClose={() => setDialogClosed(true)} request={request} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <LinkRequestForm request={request} lead={t('identity.magicLink.lead')} submitLabel={t('identity.magicLink.submit')} />
      {children}
    </Stack>
  );
}
