import type { Questionnaire, QuestionnaireSummary } from '@teamcast/contract';
import type { Question } from '@teamcast/domain';
import { createFakeApi, failure, type FakeRoutes } from '../../../test/fake-api';

const yesNo = [
  { value: 'yes', label: { ru: 'Да', en: 'Yes' } },
  { value: 'no', label: { ru: 'Нет', en: 'No' } },
];

/** A small definition: a pet question, one shown only to pet owners, a slider, and a second step. */
export function sampleQuestions(): Question[] {
  return [
    { type: 'select', neuronName: 'has_pet', step: 1, label: { ru: 'Есть ли у вас питомец?', en: 'Do you have a pet?' }, scope: yesNo },
    {
      type: 'select',
      neuronName: 'pet_kind',
      step: 1,
      label: { ru: 'Какой питомец?', en: 'What pet?' },
      scope: [
        { value: 'cat', label: { ru: 'Кошка', en: 'Cat' } },
        { value: 'dog', label: { ru: 'Собака', en: 'Dog' } },
      ],
      options: { dependsOn: [{ neuronName: 'has_pet', condition: '= yes' }] },
    },
    {
      type: 'slider',
      neuronName: 'age',
      step: 1,
      label: { ru: 'Возраст', en: 'Age' },
      scope: [
        { value: 'min', label: { ru: 'Минимум', en: 'Minimum' }, computed: 16 },
        { value: 'max', label: { ru: 'Максимум', en: 'Maximum' }, computed: 80 },
      ],
    },
    { type: 'select', neuronName: 'relocation', step: 2, label: { ru: 'Готовы к переезду?', en: 'Willing to relocate?' }, scope: yesNo },
  ];
}

export function questionnaireSummary(overrides: Partial<QuestionnaireSummary> = {}): QuestionnaireSummary {
  return {
    _id: 'q1',
    kind: 'profile',
    name: { ru: 'Анкета профиля', en: 'Profile questionnaire' },
    status: 'created',
    inUse: true,
    dataSource: null,
    questionCount: 4,
    stepCount: 2,
    created: '2026-03-01T10:00:00.000Z',
    updated: '2026-03-02T12:30:00.000Z',
    ...overrides,
  };
}

export function questionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return { ...questionnaireSummary(), questions: sampleQuestions(), stats: null, ...overrides };
}

/**
 * A fake API holding questionnaires the way the server does: GET answers the stored copy, PATCH
 * applies the body (questions, name, status, recalculation); the given routes come first.
 */
export function questionnaireApi(initial: Questionnaire[] = [questionnaire()], routes: FakeRoutes = {}) {
  const store = new Map(initial.map((item) => [item._id, item]));
  const summaryOf = ({ questions: _questions, stats: _stats, ...summary }: Questionnaire): QuestionnaireSummary => summary;
  const own: FakeRoutes = {
    listQuestionnaires: () => ({ items: [...store.values()].map(summaryOf) }),
    getQuestionnaire: ({ params }) => store.get(params.id ?? '') ?? failure(404, 'questionnaire_not_found'),
    updateQuestionnaire: ({ params, body }) => {
      const current = store.get(params.id ?? '') as Questionnaire;
      const patch = body as { name?: Questionnaire['name']; questions?: Question[]; status?: 'created' | 'inactive'; recalculate?: true };
      const next: Questionnaire = {
        ...current,
        ...(patch.name ? { name: patch.name } : {}),
        ...(patch.questions ? { questions: patch.questions, questionCount: patch.questions.length, status: 'created' as const } : {}),
        ...(patch.status ? { status: patch.status, inUse: patch.status !== 'inactive' } : {}),
        ...(patch.recalculate
          ? {
              status: 'computed' as const,
              stats: { filledProfiles: 3, answeredShare: { has_pet: 1, pet_kind: 2 / 3, age: 1, relocation: 1 / 3 }, computedAt: '2026-03-05T09:00:00.000Z' },
            }
          : {}),
        updated: '2026-03-05T09:00:00.000Z',
      };
      store.set(next._id, next);
      return next;
    },
  };
  // Routes are matched in order, so the given ones (often for one id) come before the general ones.
  return createFakeApi({ ...routes, ...Object.fromEntries(Object.entries(own).filter(([key]) => !(key in routes))) });
}
