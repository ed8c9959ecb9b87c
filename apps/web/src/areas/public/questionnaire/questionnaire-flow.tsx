import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PermalinkProfile } from '@teamcast/contract';
import { FACT_QUESTIONS, hasAnswerValue, type Answers } from '@teamcast/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { stepsOf } from '../../../features/questionnaire';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DetailsScreen } from './details-screen';
import { flowPlaces } from './flow-places';
import type { FlowPlan } from './flow-plan';
import { DETAILS, parsePosition, positionParam, stepAt, type FlowPosition } from './flow-position';
import { FlowProgress } from './flow-progress';
import type { FlowState } from './flow-state';
import { kindTexts, stepTitleKey, type TextKind } from './kind-texts';
import { detailsIssues, type DetailsField, type DetailsRules } from './personal-details';
import { PhoneQuestionScreen } from './phone-question-screen';
import { PreviewScreen } from './preview-screen';
import classes from './questionnaire.module.css';
import { SaveBanner } from './save-banner';
import { StepScreen } from './step-screen';
import { permalinkSearch, type UpgradeTarget } from './upgrade-target';
import { usePlaceFocus } from './use-place-focus';
import { useQuestionnaireFlow } from './use-questionnaire-flow';
import { useUpgradeFlow } from './use-upgrade-flow';

/** Below Mantine's `sm` breakpoint a step is shown one question per screen. */
const PHONE_QUERY = '(max-width: 35.99em)';

const leadKeys: Readonly<Record<UpgradeTarget, string>> = {
  full: 'questionnaire.upgrade.lead.full',
  love: 'questionnaire.upgrade.lead.love',
};

function searchFor(permalink: string, plan: FlowPlan, position: FlowPosition, question?: number): string {
  const params = new URLSearchParams(permalinkSearch(permalink, plan.upgrade ?? undefined));
  params.set('step', positionParam(position));
  if (question !== undefined && question > 1) params.set('q', String(question));
  return `?${params.toString()}`;
}

interface QuestionnaireFlowProps {
  readonly profile: PermalinkProfile;
  readonly kind: TextKind;
  readonly plan: FlowPlan;
}

/** The place the address names, for the draft; until it names one the plan may show, the place kept before stays. */
function useAddressedPlace({ profile, plan }: QuestionnaireFlowProps): string | null {
  const [params] = useSearchParams();
  const parsed = parsePosition(params.get('step'), stepsOf(profile.questionnaire.questions).length);
  return parsed && (plan.askDetails || parsed.screen !== 'details') ? positionParam(parsed) : null;
}

const noAnswers: Answers = {};
const nothingLocked = () => false;
const ageLocked = (neuronName: string) => neuronName === FACT_QUESTIONS.age;
const noDetails = () => undefined;

/** The link's own questionnaire: its answers and personal details, nothing fixed before but an age a birth date gives. */
function OwnQuestionnaire(props: QuestionnaireFlowProps) {
  const flow = useQuestionnaireFlow(props.profile, useAddressedPlace(props));
  const isLocked = flow.ageFromBirthDate ? ageLocked : nothingLocked;
  return <PlannedFlow {...props} state={{ ...flow, before: noAnswers, isLocked }} />;
}

/** An upgrade: the answers sent before fixed, no personal details (they came with the questionnaire). */
function Upgrade({ target, ...props }: QuestionnaireFlowProps & { target: UpgradeTarget }) {
  const flow = useUpgradeFlow(props.profile, target, useAddressedPlace(props));
  return <PlannedFlow {...props} state={{ ...flow, details: null, setDetails: noDetails, fresh: false }} />;
}

/**
 * A questionnaire being filled as its plan says: the link's own (personal details, every step, the
 * preview with sending) or an upgrade of a sent one (the steps holding new questions, those answered
 * before shown read-only, then the preview). The place is kept in the address (`step`, and `q` for
 * the question on phones) so that Back works.
 */
export function QuestionnaireFlow(props: QuestionnaireFlowProps) {
  // The plan is fixed for the flow's life (the page keys the flow by it), so one state hook runs throughout.
  return props.plan.upgrade ? <Upgrade {...props} target={props.plan.upgrade} /> : <OwnQuestionnaire {...props} />;
}

function PlannedFlow({ profile, kind, plan, state }: QuestionnaireFlowProps & { state: FlowState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  // Read at once, so a phone never sees the whole step flash first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [params] = useSearchParams();
  const { permalink, questionnaire } = profile;
  const { questions } = questionnaire;
  const steps = stepsOf(questions);
  const { answers, details } = state;
  const [serverDetailsErrors, setServerDetailsErrors] = useState<Partial<Record<DetailsField, ReactNode>>>({});

  const rules: DetailsRules = { lastNameRequired: profile.lastNameRequired, partnerNameRequired: profile.kind === 'couple' };
  const detailsValid = details !== null && Object.keys(detailsIssues(details, rules)).length === 0;
  const places = flowPlaces(plan, { definition: questionnaire, steps, answers, before: state.before, detailsValid });
  const parsed = parsePosition(params.get('step'), steps.length);
  const requested = parsed && places.has(parsed) ? parsed : null;
  // The place on screen, once the address names a valid one (a redirect to it is not a move).
  const heading = usePlaceFocus(requested ? `${params.get('step') ?? ''}:${params.get('q') ?? ''}` : null);

  const resumedAt = parsePosition(state.initialPosition, steps.length);
  const resumed = resumedAt && places.has(resumedAt) ? resumedAt : state.fresh ? places.fromPlace(0) : places.furthest;
  let position = requested ?? resumed;
  if (places.place(position) > places.place(places.furthest)) position = places.furthest;
  if (!requested || positionParam(position) !== params.get('step')) {
    return <Navigate replace to={{ search: searchFor(permalink, plan, position) }} />;
  }

  const go = (next: FlowPosition, question?: number) => void navigate({ search: searchFor(permalink, plan, next, question) });
  const stepTitle = (index: number) => {
    const key = stepTitleKey(kind, steps[index] ?? 0);
    return key ? t(key) : t('questionnaire.steps.numbered', { number: index + 1 });
  };
  const titleOf = (place: FlowPosition) => {
    if (place.screen === 'details') return t('questionnaire.details.title');
    return place.screen === 'step' ? stepTitle(place.index) : t('questionnaire.preview.title');
  };
  const titles = places.order.map(titleOf);
  const active = places.place(position);
  // An upgrade fixes the answers sent before; the questionnaire's own flow fixes only an age a birth date gives.
  const lockedNote = plan.upgrade ? t('questionnaire.upgrade.answeredBefore') : t('questionnaire.ageFromBirthDate');

  const leaveStep = (index: number) => {
    const next = places.fromPlace(places.place(stepAt(index)) + 1);
    const step = steps[index] ?? 0;
    state.saveSteps([step], next.screen === 'step' ? (steps[next.index] ?? step) : step);
    go(next);
  };
  const backFrom = (index: number): (() => void) | undefined => {
    const at = places.place(stepAt(index));
    if (at === 0) return undefined;
    const previous = places.fromPlace(at - 1);
    return () => go(previous, phone && previous.screen === 'step' ? places.questions(previous.index).length : undefined);
  };

  const lastStep = position.screen === 'step' && places.fromPlace(active + 1).screen === 'preview';
  const nextLabel = lastStep ? t('questionnaire.actions.toPreview') : undefined;

  let screen: ReactNode;
  if (position.screen === 'details' && details) {
    screen = (
      <DetailsScreen
        values={details}
        onChange={(values) => {
          state.setDetails(values);
          setServerDetailsErrors({});
        }}
        rules={rules}
        intro={t(kindTexts[kind].intro)}
        requestedBy={profile.requestedBy}
        serverErrors={serverDetailsErrors}
        stacked={phone}
        onNext={() => {
          state.saveSteps([], steps[0] ?? 1);
          go(stepAt(0));
        }}
      />
    );
  } else if (position.screen === 'step') {
    const { index } = position;
    const step = steps[index] ?? 0;
    const asked = places.questions(index);
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
          onChange={state.setAnswer}
          locale={locale}
          readOnly={state.isLocked(question.neuronName)}
          note={state.isLocked(question.neuronName) ? lockedNote : undefined}
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
          onChange={state.setAnswer}
          locale={locale}
          nextLabel={nextLabel}
          locked={new Set(questions.map((q) => q.neuronName).filter((name) => state.isLocked(name)))}
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
        details={details ? { values: details, rules } : undefined}
        locale={locale}
        editHref={(index) => {
          if (index === null) return places.has(DETAILS) ? searchFor(permalink, plan, DETAILS) : null;
          if (!places.has(stepAt(index))) return null;
          // Only a step with an answer still open to change is worth going back to; in the
          // questionnaire's own flow every step is, even one whose questions are all hidden.
          const changeable = plan.steps === 'all' || places.questions(index).some((q) => !state.isLocked(q.neuronName));
          return changeable ? searchFor(permalink, plan, stepAt(index)) : null;
        }}
        sendFailedTitle={t(kindTexts[kind].sendFailed)}
        send={async () => {
          await state.send.mutateAsync();
          // The link's own questionnaire comes back locked and the page shows it sent; an upgrade goes back there.
          if (plan.end === 'back-to-sent') void navigate({ search: permalinkSearch(permalink) }, { replace: true });
        }}
        sending={state.send.isPending}
        onDetailsError={
          plan.askDetails
            ? (field, message) => {
                setServerDetailsErrors({ [field]: message });
                go(DETAILS);
              }
            : undefined
        }
      />
    );
  }

  // An upgrade's lead explains its rules once, on its first screen.
  const lead = plan.upgrade && active === 0 && position.screen === 'step' && (params.get('q') ?? '1') === '1' ? leadKeys[plan.upgrade] : null;
  return (
    <div className={classes.layout}>
      <FlowProgress
        titles={titles}
        active={active}
        furthest={places.place(places.furthest)}
        onSelect={(place) => go(places.fromPlace(place))}
        compact={phone}
      />
      <SaveBanner problem={state.saveProblem} onRetry={state.retry} retrying={state.saving} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="questionnaire-screen-title">
        <h2 ref={heading} id="questionnaire-screen-title" tabIndex={-1} className={classes.screenHeading}>
          {titles[active] ?? ''}
        </h2>
        {lead ? (
          <Text mb="lg" size={phone ? 'sm' : undefined} data-testid="upgrade-lead">
            {t(lead)}
          </Text>
        ) : null}
        {screen}
      </Paper>
    </div>
  );
}
