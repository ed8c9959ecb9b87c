import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import type { EditProblem } from './use-scene-edit';

interface ProblemAlertProps {
  problem: EditProblem | null;
  startDate: string;
  nameOf: (id: string) => string;
  onClose: () => void;
}

/**
 * Why the last change did not go through, in the user's language: the rule that refused it, with the
 * day and the member the refusal names; or that someone else changed the team first.
 */
export function ProblemAlert({ problem, startDate, nameOf, onClose }: ProblemAlertProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!problem) return null;
  const close = <CloseButton size="sm" onClick={onClose} aria-label={t('simulator.dialog.close')} />;
  if (problem.kind === 'conflict') {
    return (
      <Alert color="blue" variant="light" role="alert" data-testid="scene-conflict" title={t('simulator.conflict.title')}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{t('simulator.conflict.text')}</Text>
          {close}
        </Group>
      </Alert>
    );
  }
  const details: string[] = [];
  if (problem.kind === 'rule') {
    const { day, actorId } = problem.params;
    const held = problem.code === 'lead_taken' || problem.code === 'manager_taken';
    if (typeof actorId === 'string' && held) details.push(t('simulator.refusal.heldBy', { name: nameOf(actorId) }));
    else if (typeof actorId === 'string') details.push(t('simulator.refusal.member', { name: nameOf(actorId) }));
    if (typeof day === 'number') details.push(t('simulator.refusal.day', { day, date: formatDate(dateOfDay(startDate, day), locale) }));
  }
  return (
    <Alert color="red" variant="light" role="alert" data-testid="scene-refusal" data-code={problem.kind === 'issue' ? problem.issue.code : problem.kind === 'rule' || problem.kind === 'other' ? problem.code : undefined} title={t('simulator.refusal.title')}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm">{problem.kind === 'issue' ? <IssueMessage issue={problem.issue} /> : t(errorMessageKey(problem.code))}</Text>
          {details.length ? (
            <Text size="sm" c="dimmed">
              {details.join(' · ')}
            </Text>
          ) : null}
        </div>
        {close}
      </Group>
    </Alert>
  );
}
