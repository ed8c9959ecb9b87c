import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PermalinkProfile } from '@teamcast/contract';
import { hasAnswerValue } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { stepsOf } from '../../../features/questionnaire';
import { useLocale } from '../../../shared/i18n/use-locale';
import { FlowProgress } from './flow-progress';
import { parsePosition, positionParam, stepAt, type FlowPosition } from './flow-position';
import { kindTexts, stepTitleKey, type TextKind } from './kind-texts';
import { PhoneQuestionScreen } from './phone-question-screen';
import { PreviewScreen } from './preview-screen';
import { PHONE_QUERY } from './questionnaire-flow';
import classes from './questionnaire.module.css';
import { SaveBanner } from './save-banner';
import { StepScreen } from './step-screen';
import { upgradePlan } from './upgrade-plan';
import { permalinkSearch, type UpgradeTarget } from './upgrade-target';
import { usePlaceFocus } from './use-place-focus';
import { useUpgradeFlow } from './use-upgrade-flow';

const leadKeys: Readonly<Record<UpgradeTarget, string>> = {
  full: 'questionnaire.upgrade.lead.full',
  love: 'questionnaire.upgrade.lead.love',
};

function searchFor(permalink: string, target: UpgradeTarget, position: FlowPosition, question?: number): string {
  const params = new URLSearchParams(permalinkSearch(permalink, target));
  params.set('step', positionParam(position));
  if (question !== undefined && question > 1) params.set('q', String(question));
  return `?${params.toString()}`;
}

interface UpgradeFlowProps {
  readonly profile: PermalinkProfile;
  readonly target: UpgradeTarget;
  readonly kind: TextKind;
}

/**
 * A sent questionnaire growing by the questions an upgrade adds: the steps holding new questions,
 * those answered before shown read-only, then the preview and sending. No personal details: they
 * were given with the questionnaire. The place is kept in the address as in the questionnaire itself.
 */
export function UpgradeFlow({ profile, target, kind }: UpgradeFlowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [params] = useSearchParams();
  const { permalink, questionnaire } = profile;
  const { questions } = questionnaire;
  const steps = stepsOf(questions);
  const parsed = parsePosition(params.get('step'), steps.length);
  const flow = useUpgradeFlow(profile, target, parsed && parsed.screen !== 'details' ? positionParam(parsed) : null);
  const { answers } = flow;
  const plan = upgradePlan(questionnaire, steps, answers, flow.before);
  const requested = parsed && plan.has(parsed) ? parsed : null;
  const heading = usePlaceFocus(requested ? `${params.get('step') ?? ''}:${params.get('q') ?? ''}` : null);

  const resumedAt = parsePosition(flow.initialPosition, steps.length);
  const resumed = resumedAt && plan.has(resumedAt) ? resumedAt : plan.furthest;
  let position = requested ?? resumed;
  if (plan.place(position) > plan.place(plan.furthest)) position = plan.furthest;
  if (!requested || positionParam(position) !== params.get('step')) {
    return <Navigate replace to={{ search: searchFor(permalink, target, position) }} />;
  }

  const go = (next: FlowPosition, question?: number) => void navigate({ search: searchFor(permalink, target, next, question) });
  const stepTitle = (index: number) => {
    const key = stepTitleKey(kind, steps[index] ?? 0);
    return key ? t(key) : t('questionnaire.steps.numbered', { number: index + 1 });
  };
  const active = plan.place(position);
  const lockedNote = t('questionnaire.upgrade.answeredBefore');

  const leaveStep = (index: number) => {
    const next = plan.fromPlace(plan.place(stepAt(index)) + 1);
    const step = steps[index] ?? 0;
    flow.saveSteps([step], next.screen === 'step' ? (steps[next.index] ?? step) : step);
    go(next);
  };
  const backFrom = (index: number): (() => void) | undefined => {
    const at = plan.place(stepAt(index));
    if (at === 0) return undefined;
    const previous = plan.fromPlace(at - 1);
    return () => go(previous, phone && previous.screen === 'step' ? plan.newQuestions(previous.index).length : undefined);
  };

  const titles = [...plan.included.map((index) => stepTitle(index)), t('questionnaire.preview.title')];
  const lastStep = position.screen === 'step' && active === plan.included.length - 1;
  const nextLabel = lastStep ? t('questionnaire.actions.toPreview') : undefined;

  let screen: ReactNode;
  if (position.screen === 'step') {
    const { index } = position;
    const step = steps[index] ?? 0;
    const asked = plan.newQuestions(index);
    const requestedNumber = Number(params.get('q') ?? '1');
    const number = Math.min(Math.max(Number.isInteger(requestedNumber) ? requestedNumber : 1, 1), asked.length);
    const question = asked[number - 1];
    const onBack = backFrom(index);
    screen =
      phone && question ? (
        <PhoneQuestionScreen
          key={`${step}:${question.neuronName}`}
          question={question}
          number={number}
          count={asked.length}
          answers={answers}
          onChange={flow.setAnswer}
          locale={locale}
          readOnly={flow.isLocked(question.neuronName)}
          note={flow.isLocked(question.neuronName) ? lockedNote : undefined}
          nextLabel={number === asked.length ? nextLabel : undefined}
          onNext={() => {
            if (number < asked.length) {
              go(position, number + 1);
              return;
            }
            const open = asked.findIndex((q) => !hasAnswerValue(answers[q.neuronName]));
            if (open === -1) leaveStep(index);
            else go(position, open + 1);
          }}
          onBack={number > 1 ? () => go(position, number - 1) : onBack}
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
          locked={new Set(questions.map((q) => q.neuronName).filter((name) => flow.isLocked(name)))}
          lockedNote={lockedNote}
          onNext={() => leaveStep(index)}
          onBack={onBack}
        />
      );
  } else {
    screen = (
      <PreviewScreen
        questions={questions}
        steps={steps}
        stepTitle={stepTitle}
        answers={answers}
        locale={locale}
        editHref={(index) => {
          if (index === null || !plan.has(stepAt(index))) return null;
          // Only a step with an answer still open to change is worth going back to.
          const changeable = plan.newQuestions(index).some((q) => !flow.isLocked(q.neuronName));
          return changeable ? searchFor(permalink, target, stepAt(index)) : null;
        }}
        sendFailedTitle={t(kindTexts[kind].sendFailed)}
        send={async () => {
          await flow.send.mutateAsync();
          void navigate({ search: permalinkSearch(permalink) }, { replace: true });
        }}
        sending={flow.send.isPending}
      />
    );
  }

  // The lead explains the rules once, on the first screen of the upgrade.
  const first = active === 0 && position.screen === 'step' && (params.get('q') ?? '1') === '1';
  return (
    <div className={classes.layout}>
      <FlowProgress titles={titles} active={active} furthest={plan.place(plan.furthest)} onSelect={(place) => go(plan.fromPlace(place))} compact={phone} />
      <SaveBanner problem={flow.saveProblem} onRetry={flow.retry} retrying={flow.saving} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="questionnaire-screen-title">
        <h2 ref={heading} id="questionnaire-screen-title" tabIndex={-1} className={classes.screenHeading}>
          {titles[active] ?? ''}
        </h2>
        {first ? (
          <Text mb="lg" size={phone ? 'sm' : undefined} data-testid="upgrade-lead">
            {t(leadKeys[target])}
          </Text>
        ) : null}
        {screen}
      </Paper>
    </div>
  );
}
