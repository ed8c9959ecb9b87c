import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthQuery } from '../../../shared/api/health-query';
import { useApiClient } from '../../../shared/api/api-context';
import classes from './api-status.module.css';

/** A quiet line in the footer saying whether the service answers. */
export function ApiStatus() {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const health = useQuery(healthQuery(client));
  const state = health.isPending ? 'checking' : health.isSuccess ? 'up' : 'down';
  const label =
    state === 'checking' ? t('public.footer.status.checking') : state === 'up' ? t('public.footer.status.up') : t('public.footer.status.down');
  return (
    <p className={classes.status} data-state={state} role="status" data-testid="api-status">
      <span className={classes.dot} aria-hidden="true" />
      {label}
    </p>
  );
}
