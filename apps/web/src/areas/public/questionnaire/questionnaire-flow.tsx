import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PermalinkProfile } from '@teamcast/contract';
import { hasAnswerValue, isStepComplete, visibleQuestions } from '@teamcast/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { stepsOf } from '../../../features/questionnaire';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DetailsScreen } from './details-screen';
import { FlowProgress } from './flow-progress';
import {
  DETAILS,
  PREVIEW,
  furthestPosition,
  fromOrdinal,
  ordinal,
  parsePosition,
  positionParam,
  stepAt,
  type FlowPosition,
} from './flow-position';
import { kindTexts, stepTitleKey, type TextKind } from './kind-texts';
import { detailsIssues, type DetailsField, type DetailsRules } from './personal-details';
import { PhoneQuestionScreen } from './phone-question-screen';
import { PreviewScreen } from './preview-screen';
import classes from './questionnaire.module.css';
import { SaveBanner } from './save-banner';
import { StepScreen } from './step-screen';
import { usePlaceFocus } from './use-place-focus';
import { useQuestionnaireFlow } from './use-questionnaire-flow';

/** Below Mantine's `sm` breakpoint a step is shown one question per screen. */
export const PHONE_QUERY = '(max-width: 35.99em)';

function searchFor(permalink: string, position: FlowPosition, question?: number): string {
  const params = new URLSearchParams({ p: permalink, step: positionParam(position) });
  if (question !== undefined && question > 1) params.set('q', String(question));
  return `?${params.toString()}`;
}

/**
 * A questionnaire being filled: personal details, the steps, the preview with sending. The place is
 * kept in the address (`step`, and `q` for the question on phones) so that Back works.
 */
export function QuestionnaireFlow({ profile, kind }: { profile: PermalinkProfile; kind: TextKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  // Read at once, so a phone never sees the whole step flash first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [params] = useSearchParams();
  const { permalink, questionnaire } = profile;
  const { questions } = questionnaire;
  const steps = stepsOf(questions);
  const requested = parsePosition(params.get('step'), steps.length);
  const flow = useQuestionnaireFlow(profile, requested ? positionParam(requested) : null);
  const { answers, details } = flow;
  const [serverDetailsErrors, setServerDetailsErrors] = useState<Partial<Record<DetailsField, ReactNode>>>({});
  // The place on screen, once the address names a valid one (a redirect to it is not a move).
  const heading = usePlaceFocus(requested ? `${params.get('step') ?? ''}:${params.get('q') ?? ''}` : null);

  const rules: DetailsRules = { lastNameRequired: profile.lastNameRequired, partnerNameRequired: profile.kind === 'couple' };
  const detailsValid = Object.keys(detailsIssues(details, rules)).length === 0;
  const stepsComplete = steps.map((step) => isStepComplete(questionnaire, step, answers));
  const furthest = furthestPosition(detailsValid, stepsComplete);
  const resumed = parsePosition(flow.initialPosition, steps.length) ?? (flow.fresh ? DETAILS : furthest);
  let position = requested ?? resumed;
  if (ordinal(position, steps.length) > ordinal(furthest, steps.length)) position = furthest;
  if (!requested || positionParam(position) !== params.get('step')) {
    return <Navigate replace to={{ search: searchFor(permalink, position) }} />;
  }

  const go = (next: FlowPosition, question?: number) => void navigate({ search: searchFor(permalink, next, question) });
  const stepTitle = (index: number) => {
    const key = stepTitleKey(kind, steps[index] ?? 0);
    return key ? t(key) : t('questionnaire.steps.numbered', { number: index + 1 });
  };
  const visibleOf = (index: number) => visibleQuestions(questionnaire, answers).filter((q) => q.step === steps[index]);

  const leaveStep = (index: number) => {
    const step = steps[index] ?? 0;
    flow.saveSteps([step], steps[index + 1] ?? step);
    go(index + 1 < steps.length ? stepAt(index + 1) : PREVIEW);
  };
  const backFromStep = (index: number) => {
    if (index === 0) go(DETAILS);
    else go(stepAt(index - 1), phone ? visibleOf(index - 1).length : undefined);
  };

  const titles = [t('questionnaire.details.title'), ...steps.map((_, index) => stepTitle(index)), t('questionnaire.preview.title')];
  const active = ordinal(position, steps.length);
  const lastStep = position.screen === 'step' && position.index === steps.length - 1;
  const nextLabel = lastStep ? t('questionnaire.actions.toPreview') : undefined;

  let screen: ReactNode;
  if (position.screen === 'details') {
    screen = (
      <DetailsScreen
        values={details}
        onChange={(values) => {
          flow.setDetails(values);
          setServerDetailsErrors({});
        }}
        rules={rules}
        intro={t(kindTexts[kind].intro)}
        requestedBy={profile.requestedBy}
        serverErrors={serverDetailsErrors}
        stacked={phone}
        onNext={() => {
          flow.saveSteps([], steps[0] ?? 1);
          go(stepAt(0));
        }}
      />
    );
  } else if (position.screen === 'step') {
    const { index } = position;
    const step = steps[index] ?? 0;
    const visible = visibleOf(index);
    const asked = Number(params.get('q') ?? '1');
    const number = Math.min(Math.max(Number.isInteger(asked) ? asked : 1, 1), visible.length);
    const question = visible[number - 1];
    screen =
      phone && question ? (
        <PhoneQuestionScreen
          key={`${step}:${question.neuronName}`}
          question={question}
          number={number}
          count={visible.length}
          answers={answers}
          onChange={flow.setAnswer}
          locale={locale}
          nextLabel={number === visible.length ? nextLabel : undefined}
          onNext={() => {
            if (number < visible.length) {
              go(position, number + 1);
              return;
            }
            const open = visible.findIndex((q) => !hasAnswerValue(answers[q.neuronName]));
            if (open === -1) leaveStep(index);
            else go(position, open + 1);
          }}
          onBack={() => (number > 1 ? go(position, number - 1) : backFromStep(index))}
        />
      ) : (
        <StepScreen
          key={step}
          questions={questions}
          step={step}
          answers={answers}
          onChange={flow.setAnswer}
          locale={locale}
          nextLabel={nextLabel}
          onNext={() => leaveStep(index)}
          onBack={() => backFromStep(index)}
        />
      );
  } else {
    screen = (
      <PreviewScreen
        questions={questions}
        steps={steps}
        stepTitle={stepTitle}
        answers={answers}
        details={{ values: details, rules }}
        locale={locale}
        editHref={(index) => searchFor(permalink, index === null ? DETAILS : stepAt(index))}
        sendFailedTitle={t(kindTexts[kind].sendFailed)}
        send={() => flow.send.mutateAsync()}
        sending={flow.send.isPending}
        onDetailsError={(field, message) => {
          setServerDetailsErrors({ [field]: message });
          go(DETAILS);
        }}
      />
    );
  }

  const screenTitle = titles[active] ?? '';
  return (
    <div className={classes.layout}>
      <FlowProgress
        titles={titles}
        active={active}
        furthest={ordinal(furthest, steps.length)}
        onSelect={(index) => go(fromOrdinal(index, steps.length))}
        compact={phone}
      />
      <SaveBanner problem={flow.saveProblem} onRetry={flow.retry} retrying={flow.saving} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="questionnaire-screen-title">
        <h2 ref={heading} id="questionnaire-screen-title" tabIndex={-1} className={classes.screenHeading}>
          {screenTitle}
        </h2>
        {screen}
      </Paper>
    </div>
  );
}
