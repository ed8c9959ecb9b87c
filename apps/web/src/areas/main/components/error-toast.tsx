import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDisplay, errorMessageKey, type ErrorDisplay } from '../../../shared/errors/error-display';
import classes from './error-toast.module.css';

/** The consumer test's top-level error display: one dismissible line, no component library. */
export function ErrorToast({ display = errorDisplay }: { display?: ErrorDisplay }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => display.subscribe((error) => setCode(error.code)), [display]);
  if (!code) return null;
  return (
    <div className={classes.toast} role="alert">
      <span>{t(errorMessageKey(code))}</span>
      <button type="button" className={classes.close} onClick={() => setCode(null)} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}
