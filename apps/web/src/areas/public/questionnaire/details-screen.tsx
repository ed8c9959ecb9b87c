import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { FlowActions } from './flow-actions';
import { DETAILS_FIELDS, detailsIssues, type DetailsField, type DetailsRules, type PersonalDetailsValues } from './personal-details';

interface DetailsScreenProps {
  readonly values: PersonalDetailsValues;
  readonly onChange: (values: PersonalDetailsValues) => void;
  readonly rules: DetailsRules;
  readonly intro: string;
  readonly requestedBy: string | null;
  /** Errors the server found when sending, placed back at their fields. */
  readonly serverErrors?: Partial<Record<DetailsField, ReactNode>>;
  readonly onNext: () => void;
  /** Full-width buttons, for phones. */
  readonly stacked?: boolean;
}

/** Today as a date input's value, the latest birth date the picker offers. */
function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Who fills the questionnaire: names as the questionnaire kind needs them, and an optional birth date. */
export function DetailsScreen({ values, onChange, rules, intro, requestedBy, serverErrors, onNext, stacked }: DetailsScreenProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const issues = detailsIssues(values, rules);
  const errorOf = (field: DetailsField): ReactNode => {
    const issue = issues[field];
    if (checked && issue) return <IssueMessage issue={issue} />;
    return serverErrors?.[field] ?? null;
  };
  const set = (field: DetailsField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [field]: event.currentTarget.value });

  return (
    <form
      noValidate
      data-testid="details-form"
      onSubmit={(event) => {
        event.preventDefault();
        const first = DETAILS_FIELDS.find((field) => issues[field]);
        if (!first) {
          onNext();
          return;
        }
        setChecked(true);
        event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      }}
    >
      <Stack gap="md">
        <Text>{intro}</Text>
        {requestedBy ? (
          <Text size="sm" c="dimmed">
            {t('questionnaire.details.requestedBy', { name: requestedBy })}
          </Text>
        ) : null}
        <TextInput
          name="firstName"
          label={rules.partnerNameRequired ? t('questionnaire.details.yourFirstName') : t('questionnaire.details.firstName')}
          autoComplete="given-name"
          withAsterisk
          size="md"
          maxLength={100}
          value={values.firstName}
          onChange={set('firstName')}
          error={errorOf('firstName')}
        />
        {rules.lastNameRequired ? (
          <TextInput
            name="lastName"
            label={t('questionnaire.details.lastName')}
            autoComplete="family-name"
            withAsterisk
            size="md"
            maxLength={100}
            value={values.lastName}
            onChange={set('lastName')}
            error={errorOf('lastName')}
          />
        ) : null}
        {rules.partnerNameRequired ? (
          <TextInput
            name="partnerName"
            label={t('questionnaire.details.partnerName')}
            autoComplete="off"
            withAsterisk
            size="md"
            maxLength={100}
            value={values.partnerName}
            onChange={set('partnerName')}
            error={errorOf('partnerName')}
          />
        ) : null}
        <TextInput
          name="birthDate"
          label={t('questionnaire.details.birthDate')}
          description={t('questionnaire.details.birthDateHint')}
          type="date"
          autoComplete="bday"
          max={todayInputValue()}
          size="md"
          value={values.birthDate}
          onChange={set('birthDate')}
          error={errorOf('birthDate')}
        />
        <FlowActions nextLabel={t('questionnaire.actions.start')} incomplete={Object.keys(issues).length > 0} stacked={stacked} />
      </Stack>
    </form>
  );
}
