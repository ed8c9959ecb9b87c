import { Alert } from '@mantine/core';
import { ApiError } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { ruleKeys } from './neuronet-labels';

/** A refused request in words: the rule it broke when the server named one, else the file's format. */
export function RequestError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const rule = error instanceof ApiError ? error.rule : undefined;
  const key = rule?.startsWith('neuronet.') ? ruleKeys[rule.slice('neuronet.'.length)] : undefined;
  const params = error instanceof ApiError ? (error.params ?? {}) : {};
  const text = key ? t(key, params) : error instanceof SyntaxError || error instanceof ApiError ? t('neuronet.errors.format') : t('errors.codes.unknown');
  return (
    <Alert color="red" mt="sm" data-testid="neuronet-error">
      {text}
    </Alert>
  );
}
