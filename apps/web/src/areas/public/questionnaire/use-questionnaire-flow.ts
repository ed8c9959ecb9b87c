import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, savePermalinkProfile, type PermalinkProfile, type PermalinkSave } from '@teamcast/contract';
import { FACT_QUESTIONS, hasAnswerValue, type Answer, type Answers } from '@teamcast/domain';
import { useEffect, useRef, useState } from 'react';
import { clearDraft, clearedSince, mergeAnswers, deviceStorage, readDraft, writeDraft } from '../../../features/questionnaire/draft-store';
import { useRetryWhenOnline } from '../../../features/questionnaire/use-retry-when-online';
import { stepsPayloads } from '../../../features/questionnaire/payloads';
import { stepsOf } from '../../../features/questionnaire/steps';
import { birthDateInputToIso } from '../../../features/identity/forms/birth-date';
import { useApiClient } from '../../../shared/api/api-context';
import { ageFromBirthDate, browserToday } from './age-from-birth-date';
import { permalinkProfileKey } from './permalink-profile-query';
import type { PersonalDetailsValues } from './personal-details';

/** Why the last save did not reach the server: worth retrying, or refused because the questionnaire was sent. */
export type SaveProblem = 'retry' | 'locked' | null;

interface InitialState {
  readonly answers: Answers;
  readonly details: PersonalDetailsValues;
  readonly position: string | null;
  /** Nothing was answered yet, here or on the server. */
  readonly fresh: boolean;
}

function initialState(profile: PermalinkProfile): InitialState {
  const store = deviceStorage();
  const draft = store ? readDraft(store, profile.permalink) : null;
  const answers = draft ? mergeAnswers(profile.answers, draft) : profile.answers;
  return {
    answers,
    details: {
      firstName: draft?.firstName || profile.firstName || '',
      lastName: draft?.lastName || profile.lastName || '',
      partnerName: draft?.partnerName || profile.partnerName || '',
      birthDate: draft?.birthDate || profile.birthDate?.slice(0, 10) || '',
    },
    position: draft?.position ?? null,
    fresh: draft === null && Object.values(answers).every((answer) => !hasAnswerValue(answer)),
  };
}

/**
 * The state of a questionnaire being filled: answers and personal details, kept on the device at
 * every change (local answers win over the server's), saved to the server step by step, and sent.
 */
export function useQuestionnaireFlow(profile: PermalinkProfile, position: string | null) {
  const client = useApiClient('public');
  const queryClient = useQueryClient();
  const { permalink, questionnaire } = profile;
  const steps = stepsOf(questionnaire.questions);
  const [initial] = useState(() => initialState(profile));
  const [given, setAnswers] = useState<Answers>(initial.answers);
  const [details, setDetails] = useState<PersonalDetailsValues>(initial.details);
  // A given birth date decides the age, as the profile shows it: the age question holds that age,
  // read-only, rather than asking for one that could disagree with it.
  const birthAge = ageFromBirthDate(details.birthDate, questionnaire.questions, browserToday());
  const answers: Answers = birthAge === null ? given : { ...given, [FACT_QUESTIONS.age]: { value: birthAge } };
  const [serverAnswers, setServerAnswers] = useState<Answers>(profile.answers);
  const [saveProblem, setSaveProblem] = useState<SaveProblem>(null);
  const sent = useRef(false);

  useEffect(() => {
    const store = deviceStorage();
    // Until the address names a place, the place kept before stays.
    if (sent.current || !store || position === null) return;
    writeDraft(store, permalink, { answers: given, cleared: clearedSince(serverAnswers, given), ...details, position });
  }, [permalink, given, details, serverAnswers, position]);

  const detailsBody = (): Partial<PermalinkSave> => {
    const body: { firstName?: string; lastName?: string; partnerName?: string; birthDate?: string } = {};
    if (details.firstName.trim()) body.firstName = details.firstName.trim();
    if (profile.lastNameRequired && details.lastName.trim()) body.lastName = details.lastName.trim();
    if (profile.kind === 'couple' && details.partnerName.trim()) body.partnerName = details.partnerName.trim();
    const birthDate = birthDateInputToIso(details.birthDate);
    if (birthDate) body.birthDate = birthDate;
    return body;
  };

  const call = (body: PermalinkSave) => client(savePermalinkProfile, { params: { permalink }, body }, { report: false });

  const save = useMutation({
    mutationFn: call,
    onSuccess: (updated) => {
      setServerAnswers(updated.answers);
      setSaveProblem(null);
    },
    onError: (error) => setSaveProblem(error instanceof ApiError && error.code === 'questionnaire_locked' ? 'locked' : 'retry'),
  });

  /**
   * Saves the given steps and where the person goes next. After a failed save everything is sent
   * again, so nothing missed then is lost. Never awaited: a failed save does not hold the person up.
   */
  const saveSteps = (stepNumbers: readonly number[], currentStep: number) => {
    const payloadSteps = saveProblem === 'retry' ? steps : stepNumbers;
    save.mutate({ answers: stepsPayloads(questionnaire, answers, payloadSteps, serverAnswers), currentStep, ...detailsBody() });
  };

  /** Sends everything again after a failed save. */
  const retry = () => {
    if (saveProblem !== 'retry' || save.isPending) return;
    save.mutate({ answers: stepsPayloads(questionnaire, answers, steps, serverAnswers), ...detailsBody() });
  };

  useRetryWhenOnline(retry);

  const send = useMutation({
    mutationFn: () =>
      call({ answers: stepsPayloads(questionnaire, answers, steps, serverAnswers), ...detailsBody(), send: true, consent: true }),
    onSuccess: (updated) => {
      sent.current = true;
      const store = deviceStorage();
      if (store) clearDraft(store, permalink);
      queryClient.setQueryData(permalinkProfileKey(permalink), updated);
    },
  });

  const setAnswer = (neuronName: string, answer: Answer | null) =>
    setAnswers((previous) => {
      const next: Record<string, Answer | undefined> = { ...previous };
      if (answer && hasAnswerValue(answer)) next[neuronName] = answer;
      else delete next[neuronName];
      return next;
    });

  return {
    answers,
    /** Whether the age question holds the age the birth date gives, and so cannot be changed. */
    ageFromBirthDate: birthAge !== null,
    setAnswer,
    details,
    setDetails,
    initialPosition: initial.position,
    fresh: initial.fresh,
    saveSteps,
    saveProblem,
    saving: save.isPending,
    retry,
    send,
  };
}
