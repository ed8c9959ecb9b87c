import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../errors/error-display';

/** The message above a form for a failure that concerns no single field (spec section 8 texts). */
export function FormAlert({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-alert" data-code={code}>
      {t(errorMessageKey(code))}
    </Alert>
  );
}
