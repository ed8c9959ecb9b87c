import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './questionnaire.module.css';

interface FlowActionsProps {
  readonly onBack?: () => void;
  readonly nextLabel?: string;
  /**
   * Shown as unavailable while the screen is not complete, yet still pressable: pressing it marks
   * what is missing and moves focus there, which a truly disabled button could not do.
   */
  readonly incomplete?: boolean;
  readonly loading?: boolean;
  /** Full-width stacked buttons, for phones. */
  readonly stacked?: boolean;
}

/** Back and Next (a submit, so Enter in a field moves on). */
export function FlowActions({ onBack, nextLabel, incomplete, loading, stacked }: FlowActionsProps) {
  const { t } = useTranslation();
  const next = (
    <Button
      type="submit"
      size="md"
      className={classes.action}
      fullWidth={stacked}
      loading={loading}
      data-disabled={incomplete || undefined}
      aria-disabled={incomplete || undefined}
      data-testid="flow-next"
    >
      {nextLabel ?? t('questionnaire.actions.next')}
    </Button>
  );
  const back = onBack ? (
    <Button type="button" variant="default" size="md" className={classes.action} fullWidth={stacked} onClick={onBack}>
      {t('questionnaire.actions.back')}
    </Button>
  ) : null;
  if (stacked) {
    return (
      <div className={classes.stackedActions}>
        {next}
        {back}
      </div>
    );
  }
  return (
    <Group justify="space-between" className={classes.actions}>
      {back ?? <span />}
      {next}
    </Group>
  );
}
