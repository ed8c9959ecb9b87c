import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@teamcast/contract';
import { rules as domainRules, visibleQuestions, type Answers, type Locale, type Question } from '@teamcast/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsentCheckbox } from '../../../features/identity/components/consent-checkbox';
import { placeFailure } from '../../../shared/forms/form-failure';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { answerText, questionLabel } from '../../../features/questionnaire';
import { errorMessageKey } from '../../../shared/errors/error-display';
import type { DetailsField, DetailsRules, PersonalDetailsValues } from './personal-details';
import classes from './questionnaire.module.css';

interface PreviewScreenProps {
  readonly questions: readonly Question[];
  readonly steps: readonly number[];
  readonly stepTitle: (index: number) => string;
  readonly answers: Answers;
  /** The personal details with the rules they follow; left out where the flow does not ask them. */
  readonly details?: { readonly values: PersonalDetailsValues; readonly rules: DetailsRules };
  readonly locale: Locale;
  /** Links back to the details (null) or to a step by its index; null where there is nothing to change. */
  readonly editHref: (stepIndex: number | null) => string | null;
  readonly sendFailedTitle: string;
  readonly send: () => Promise<unknown>;
  readonly sending: boolean;
  /** A personal detail the server refused: the flow shows it at its field. */
  readonly onDetailsError?: (field: DetailsField, message: ReactNode) => void;
}

/** A date input's value (YYYY-MM-DD) as the UI language writes dates; the day itself, whatever the time zone. */
function birthDateText(value: string, locale: Locale): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' });
}

const detailsTargets = { firstName: 'firstName', lastName: 'lastName', partnerName: 'partnerName', birthDate: 'birthDate', consent: 'consent' } as const;
const consentTarget = { consent: 'consent' } as const;

/** One answer; an optional detail left empty reads as not given rather than as missing. */
function Row({ label, value, optional }: { label: string; value: string | null; optional?: boolean }) {
  const { t } = useTranslation();
  const empty = optional ? 'optional' : 'missing';
  return (
    <div className={classes.previewRow}>
      <dt className={classes.previewLabel}>{label}</dt>
      <dd className={classes.previewValue} data-empty={value === null ? empty : undefined}>
        {value ?? (optional ? t('questionnaire.preview.notGiven') : t('questionnaire.input.notAnswered'))}
      </dd>
    </div>
  );
}

function Section({ title, editTo, editLabel, children }: { title: string; editTo: string | null; editLabel: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" wrap="nowrap" mb="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {editTo === null ? null : (
          <Anchor component={Link} to={editTo} className={classes.editLink} aria-label={editLabel}>
            {t('questionnaire.preview.edit')}
          </Anchor>
        )}
      </Group>
      <dl className={classes.previewList}>{children}</dl>
    </Paper>
  );
}

interface DetailsSectionProps {
  readonly values: PersonalDetailsValues;
  readonly rules: DetailsRules;
  readonly locale: Locale;
  readonly editTo: string | null;
}

function DetailsSection({ values, rules, locale, editTo }: DetailsSectionProps) {
  const { t } = useTranslation();
  const title = t('questionnaire.details.title');
  return (
    <Section title={title} editTo={editTo} editLabel={t('questionnaire.preview.editSection', { title })}>
      <Row label={rules.partnerNameRequired ? t('questionnaire.details.yourFirstName') : t('questionnaire.details.firstName')} value={values.firstName.trim() || null} />
      {rules.lastNameRequired ? <Row label={t('questionnaire.details.lastName')} value={values.lastName.trim() || null} /> : null}
      {rules.partnerNameRequired ? <Row label={t('questionnaire.details.partnerName')} value={values.partnerName.trim() || null} /> : null}
      <Row label={t('questionnaire.details.birthDate')} value={birthDateText(values.birthDate, locale)} optional />
    </Section>
  );
}

/** Every answer with its question, each step with a way back to change it; then consent and sending. */
export function PreviewScreen(props: PreviewScreenProps) {
  const { questions, steps, stepTitle, answers, details, locale, editHref, sendFailedTitle, send, sending, onDetailsError } = props;
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<ReactNode>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const consentBox = useRef<HTMLDivElement>(null);
  const visible = visibleQuestions({ questions }, answers);

  const submit = async () => {
    setFailure(null);
    const issue = domainRules.consent(consent);
    if (issue) {
      setConsentError(<IssueMessage issue={issue} />);
      consentBox.current?.querySelector('input')?.focus();
      return;
    }
    setConsentError(null);
    try {
      await send();
    } catch (error) {
      // Without details on screen, a refused detail reads as a message above the button.
      const placed = placeFailure<DetailsField | 'consent'>(error, { fields: details ? detailsTargets : consentTarget });
      if ('field' in placed) {
        if (placed.field === 'consent') setConsentError(placed.message);
        else onDetailsError?.(placed.field, placed.message);
        return;
      }
      setFailure(error instanceof ApiError ? error.code : placed.code);
    }
  };

  return (
    <Stack gap="lg">
      <Text>{t('questionnaire.preview.lead')}</Text>
      {details ? <DetailsSection {...details} locale={locale} editTo={editHref(null)} /> : null}
      {steps.map((step, index) => {
        const title = stepTitle(index);
        return (
          <Section key={step} title={title} editTo={editHref(index)} editLabel={t('questionnaire.preview.editSection', { title })}>
            {visible
              .filter((q) => q.step === step)
              .map((q) => (
                <Row key={q.neuronName} label={questionLabel(q, locale)} value={answerText(q, answers[q.neuronName], locale)} />
              ))}
          </Section>
        );
      })}
      <form
        noValidate
        data-testid="send-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert" title={failure === 'questionnaire_locked' ? undefined : sendFailedTitle} data-testid="send-alert" data-code={failure}>
              {t(errorMessageKey(failure))}
            </Alert>
          ) : null}
          <div ref={consentBox}>
            <ConsentCheckbox
              checked={consent}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                setConsent(event.currentTarget.checked);
                if (event.currentTarget.checked) setConsentError(null);
              }}
              error={consentError}
            />
          </div>
          <Button type="submit" size="md" className={`${classes.action} ${classes.sendButton}`} loading={sending} data-testid="send">
            {t('questionnaire.actions.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
