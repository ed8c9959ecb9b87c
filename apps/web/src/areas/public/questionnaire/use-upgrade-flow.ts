import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, savePermalinkUpgrade, type PermalinkProfile, type PermalinkSave } from '@teamcast/contract';
import { hasAnswerValue, type Answer, type Answers } from '@teamcast/domain';
import { useEffect, useRef, useState } from 'react';
import { clearDraft, deviceStorage, readDraft, writeDraft } from '../../../features/questionnaire/draft-store';
import { useRetryWhenOnline } from '../../../features/questionnaire/use-retry-when-online';
import { upgradeAnswersPayloads } from '../../../features/questionnaire/payloads';
import { stepsOf } from '../../../features/questionnaire/steps';
import { useApiClient } from '../../../shared/api/api-context';
import { permalinkProfileKey } from './permalink-profile-query';
import { upgradeDraftVariant, type UpgradeTarget } from './upgrade-target';
import type { SaveProblem } from './use-questionnaire-flow';

interface InitialState {
  /** The answers the questionnaire was sent with: they are not asked again and cannot change. */
  readonly before: Answers;
  readonly answers: Answers;
  readonly position: string | null;
}

/** The server's answers, with the device's winning for every question not fixed when it was sent. */
function initialState(profile: PermalinkProfile, target: UpgradeTarget, fixed: ReadonlySet<string>): InitialState {
  const store = deviceStorage();
  const draft = store ? readDraft(store, profile.permalink, upgradeDraftVariant(target)) : null;
  const before = Object.fromEntries(Object.entries(profile.answers).filter(([name]) => fixed.has(name)));
  const local = Object.entries(draft?.answers ?? {}).filter(([name, answer]) => hasAnswerValue(answer) && !fixed.has(name));
  return { before, answers: { ...profile.answers, ...Object.fromEntries(local), ...before }, position: draft?.position ?? null };
}

interface SaveRequest {
  readonly body: PermalinkSave & { target: UpgradeTarget };
}

/**
 * The state of an upgrade of a sent questionnaire: the answers it was sent with are shown read-only;
 * the questions the upgrade adds can be answered and corrected until the upgrade is sent.
 */
export function useUpgradeFlow(profile: PermalinkProfile, target: UpgradeTarget, position: string | null) {
  const client = useApiClient('public');
  const queryClient = useQueryClient();
  const { permalink, questionnaire } = profile;
  const steps = stepsOf(questionnaire.questions);
  const variant = upgradeDraftVariant(target);
  const [fixed] = useState(() => new Set(profile.fixedAnswers));
  const [initial] = useState(() => initialState(profile, target, fixed));
  const [answers, setAnswers] = useState<Answers>(initial.answers);
  const [saveProblem, setSaveProblem] = useState<SaveProblem>(null);
  const sent = useRef(false);

  useEffect(() => {
    const store = deviceStorage();
    if (sent.current || !store || position === null) return;
    const local = Object.fromEntries(Object.entries(answers).filter(([name]) => !fixed.has(name)));
    writeDraft(store, permalink, { answers: local, cleared: [], firstName: '', lastName: '', partnerName: '', birthDate: '', position }, variant);
  }, [permalink, variant, answers, fixed, position]);

  const isLocked = (neuronName: string) => fixed.has(neuronName);

  const call = (body: SaveRequest['body']) => client(savePermalinkUpgrade, { params: { permalink }, body }, { report: false });

  const save = useMutation({
    mutationFn: ({ body }: SaveRequest) => call(body),
    onSuccess: () => setSaveProblem(null),
    onError: (error) => setSaveProblem(error instanceof ApiError && error.code === 'questionnaire_locked' ? 'locked' : 'retry'),
  });

  const request = (stepNumbers: readonly number[], extra: Partial<SaveRequest['body']> = {}): SaveRequest => ({
    body: { target, answers: upgradeAnswersPayloads(questionnaire, answers, stepNumbers, fixed), ...extra },
  });

  /**
   * Saves the new answers of the given steps and where the person goes next; after a failed save,
   * those of every step. Never awaited: a failed save does not hold the person up.
   */
  const saveSteps = (stepNumbers: readonly number[], currentStep: number) => {
    const next = request(saveProblem === 'retry' ? steps : stepNumbers, { currentStep });
    if (next.body.answers && next.body.answers.length > 0) save.mutate(next);
  };

  const retry = () => {
    if (saveProblem !== 'retry' || save.isPending) return;
    save.mutate(request(steps));
  };

  useRetryWhenOnline(retry);

  const send = useMutation({
    mutationFn: () => call(request(steps, { send: true, consent: true }).body),
    onSuccess: (updated) => {
      sent.current = true;
      const store = deviceStorage();
      if (store) clearDraft(store, permalink, variant);
      queryClient.setQueryData(permalinkProfileKey(permalink), updated);
    },
  });

  const setAnswer = (neuronName: string, answer: Answer | null) => {
    if (isLocked(neuronName)) return;
    setAnswers((previous) => {
      const next: Record<string, Answer | undefined> = { ...previous };
      if (answer && hasAnswerValue(answer)) next[neuronName] = answer;
      else delete next[neuronName];
      return next;
    });
  };

  return {
    answers,
    before: initial.before,
    isLocked,
    setAnswer,
    initialPosition: initial.position,
    saveSteps,
    saveProblem,
    saving: save.isPending,
    retry,
    send,
  };
}
