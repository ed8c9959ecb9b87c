import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { PermalinkProfile } from '@teamcast/contract';
import {
  defaultQuestionnaires,
  fromAnswerPayload,
  NEURON_PREFIX,
  visibleQuestions,
  type AnswerPayload,
  type Answer,
  type Answers,
  type Locale,
  type Question,
} from '@teamcast/domain';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { failure, type FakeRequest, type FakeRoute, type FakeRoutes } from '../../test/fake-api';
import { createI18n } from '../../shared/i18n/i18n';
import { QuestionnaireStepView } from './questionnaire-step-view';
import { numericBounds } from './scope';

export const PERMALINK = 'abc123permalink';
export const profileEndpoint = 'getPermalinkProfile';
export const saveEndpoint = 'savePermalinkProfile';
export const upgradeLoveEndpoint = 'getPermalinkUpgrade';
export const upgradeFullEndpoint = 'getPermalinkUpgradeShort';
export const upgradeSaveEndpoint = 'savePermalinkUpgrade';

/** A profile opened by its permalink, with the default profile questionnaire and nothing answered yet. */
export function permalinkProfile(overrides: Partial<PermalinkProfile> = {}): PermalinkProfile {
  const kind = overrides.kind ?? 'full';
  const content = kind === 'couple' ? defaultQuestionnaires.couple : defaultQuestionnaires.profile;
  return {
    permalink: PERMALINK,
    kind,
    firstName: null,
    lastName: null,
    partnerName: null,
    birthDate: null,
    avatarName: 'default',
    state: 'ack_q',
    locked: false,
    lastNameRequired: kind === 'full' || kind === 'short',
    requestedBy: 'ООО Ромашка',
    currentStep: 1,
    answers: {},
    fixedAnswers: overrides.locked ? Object.keys(overrides.answers ?? {}) : [],
    questionnaire: {
      _id: 'questionnaire-1',
      kind: kind === 'couple' ? 'couple' : 'profile',
      name: content.name,
      questions: content.definition.questions,
    },
    completedAt: null,
    ...overrides,
  };
}

/** A valid answer for any question: the first option, the lower bound, the first path down a dropdown. */
export function firstAnswer(question: Question): Answer {
  const scope = question.scope ?? [];
  switch (question.type) {
    case 'select':
      return { value: scope[0]?.value ?? 'x' };
    case 'multiselect':
      return { value: [scope[0]?.value ?? 'x'] };
    case 'slider':
      return { value: numericBounds(question).min };
    case 'range': {
      const { min, max } = numericBounds(question);
      return { value: { min, max }, type: 'min' };
    }
    case 'formula':
      return { value: 'x' };
    case 'dropdown': {
      const path: string[] = [];
      let options = scope;
      while (options[0] && path.length < 3) {
        path.push(options[0].value);
        options = options[0].children ?? [];
      }
      return { value: path };
    }
  }
}

/** Answers every question of a step visible under the answers so far (and those it reveals). */
export function answerStep(questions: readonly Question[], step: number, answers: Answers = {}): Answers {
  let result: Answers = { ...answers };
  for (;;) {
    const open = visibleQuestions({ questions }, result).filter((q) => q.step === step && result[q.neuronName] === undefined);
    if (open.length === 0) return result;
    result = { ...result, ...Object.fromEntries(open.map((q) => [q.neuronName, firstAnswer(q)])) };
  }
}

/** Answers as the API holds them: plain JSON, unanswered questions absent. */
export function asServerAnswers(answers: Answers): PermalinkProfile['answers'] {
  return JSON.parse(JSON.stringify(answers)) as PermalinkProfile['answers'];
}

interface PermalinkRoutesOptions {
  /** Answers each save; by default echoes the profile with the saved answers merged in. */
  save?: FakeRoute<'savePermalinkProfile' | 'savePermalinkUpgrade'>;
  load?: FakeRoute<'getPermalinkProfile' | 'getPermalinkUpgrade' | 'getPermalinkUpgradeShort'>;
}

/** The permalink API for one profile. */
export function permalinkRoutes(profile: PermalinkProfile, options: PermalinkRoutesOptions = {}): FakeRoutes {
  return {
    [profileEndpoint]: options.load ?? ((request: FakeRequest) => (request.params.permalink === profile.permalink ? profile : failure(404, 'profile_not_found'))),
    [saveEndpoint]:
      options.save ??
      ((request: FakeRequest) => {
        const body = request.body as { send?: boolean };
        return { ...profile, state: body.send ? 'ack_a' : 'answered', locked: Boolean(body.send) };
      }),
  };
}

/** The path of a questionnaire page for the test profile. */
export const questionnairePath = (search = '', page = '/profile-questionnaire') => `${page}?p=${PERMALINK}${search}`;

/** Makes Mantine's media queries answer as a phone (below 576px) or as a wide screen. */
export function mockScreenWidth(width: number) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const matches = (max ? width <= Number(max[1]) * 16 : true) && (min ? width >= Number(min[1]) * 16 : true);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

interface StepHarnessProps {
  questions: readonly Question[];
  step: number;
  initial?: Answers;
  locale?: Locale;
  readOnly?: boolean;
  onAnswers?: (answers: Answers) => void;
}

function StepHarness({ questions, step, initial = {}, locale = 'ru', readOnly, onAnswers }: StepHarnessProps) {
  const [answers, setAnswers] = useState<Answers>(initial);
  return (
    <QuestionnaireStepView
      questions={questions}
      step={step}
      answers={answers}
      locale={locale}
      readOnly={readOnly}
      onChange={(name, answer) => {
        const next: Record<string, Answer | undefined> = { ...answers };
        if (answer) next[name] = answer;
        else delete next[name];
        setAnswers(next);
        onAnswers?.(next);
      }}
    />
  );
}

/** The renderer alone, holding its answers as a page would; `onAnswers` sees every change. */
export function renderStep(props: StepHarnessProps) {
  return render(
    <I18nextProvider i18n={createI18n(props.locale ?? 'ru')}>
      <MantineProvider env="test">
        <StepHarness {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/**
 * A sent profile as an upgrade shows it: the love step added to a full profile, or the full
 * questionnaire offered to a short one, with the answers given so far.
 */
export function upgradeProfile(target: 'love' | 'full', answers: Answers, overrides: Partial<PermalinkProfile> = {}): PermalinkProfile {
  const content = target === 'love' ? defaultQuestionnaires.love : defaultQuestionnaires.profile;
  return permalinkProfile({
    kind: target,
    firstName: 'Анна',
    lastName: 'Петрова',
    state: 'ack_a',
    locked: false,
    lastNameRequired: target === 'full',
    answers: asServerAnswers(answers),
    // The answers the questionnaire was sent with are fixed; those the upgrade adds are not.
    fixedAnswers: Object.keys(answers),
    questionnaire: { _id: `questionnaire-${target}`, kind: target === 'love' ? 'love' : 'profile', name: content.name, questions: content.definition.questions },
    completedAt: '2026-01-20T10:00:00.000Z',
    ...overrides,
  });
}

/** The answers a save carries, as the server would store them. */
function savedAnswers(profile: PermalinkProfile, payloads: readonly AnswerPayload[]): PermalinkProfile['answers'] {
  const types = new Map(profile.questionnaire.questions.map((q) => [q.neuronName, q.type]));
  const answers: Record<string, Answer> = { ...profile.answers };
  for (const payload of payloads) {
    const { neuronName, answer } = fromAnswerPayload(payload, types.get(payload.mine_question ? payload.neuron_question : NEURON_PREFIX + payload.neuron_question) ?? 'select');
    if (answer) answers[neuronName] = answer;
  }
  return asServerAnswers(answers);
}

/**
 * The upgrade API for one profile: loading the upgrade its kind names, and saving that keeps the
 * answers (a send returns the profile sent as the bigger kind). `profile` is what the upgrade load returns.
 */
export function upgradeRoutes(profile: PermalinkProfile, options: PermalinkRoutesOptions = {}): FakeRoutes {
  let current = profile;
  const loadEndpoint = profile.kind === 'love' ? upgradeLoveEndpoint : upgradeFullEndpoint;
  return {
    [profileEndpoint]: { ...profile, kind: profile.kind === 'love' ? 'full' : 'short', locked: true },
    [loadEndpoint]: options.load ?? (() => current),
    [upgradeSaveEndpoint]:
      options.save ??
      ((request: FakeRequest) => {
        const body = request.body as { answers: AnswerPayload[]; send?: boolean };
        current = { ...current, answers: savedAnswers(current, body.answers) };
        return body.send ? { ...current, locked: true } : current;
      }),
  };
}
