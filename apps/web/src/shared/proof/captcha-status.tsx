import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';
import classes from './captcha-status.module.css';

/**
 * What the browser's check is doing, in a polite live region that is always there, so that a screen
 * reader hears it start and finish: "checking you are not a robot…" with how far it got, then done.
 */
export function CaptchaStatus({ state }: { state: CaptchaState }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={classes.status} data-testid="captcha-status" data-state={state.kind}>
      {state.kind === 'solving' && (
        <>
          <Text size="sm" c="dimmed">
            {t('captcha.checking')}
          </Text>
          <Progress value={state.percent} size="sm" aria-label={t('captcha.checking')} />
        </>
      )}
      {state.kind === 'solved' && (
        <Text size="sm" c="teal.8">
          {t('captcha.done')}
        </Text>
      )}
    </div>
  );
}
