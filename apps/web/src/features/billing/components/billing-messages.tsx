import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-display';

/** Why a billing request failed, in the dialog where it was made, read out at once. */
export function BillingError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="billing-error" data-code={code}>
      {t(errorMessageKey(code))}
    </Alert>
  );
}

/** What a billing request did, said politely once it is done. */
export function BillingNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert color="teal" variant="light" role="status" data-testid="billing-notice">
      {text}
    </Alert>
  );
}
