import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createQuestionnaire,
  deleteQuestionnaire,
  getQuestionnaire,
  listQuestionnaires,
  updateQuestionnaire,
  type ApiClient,
  type EndpointInput,
  type Questionnaire,
} from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const questionnairesQueryKey = areaQueryKey('administrator', 'questionnaires');

export const questionnaireQueryKey = (id: string) => areaQueryKey('administrator', 'questionnaire', id);

export type CreateQuestionnaireBody = EndpointInput<typeof createQuestionnaire>['body'];
export type UpdateQuestionnaireBody = EndpointInput<typeof updateQuestionnaire>['body'];

/** Every questionnaire, newest first. */
export function questionnairesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: questionnairesQueryKey,
    queryFn: ({ signal }) => client(listQuestionnaires, undefined, { signal }),
  });
}

/** One questionnaire with its questions and figures. */
export function questionnaireQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: questionnaireQueryKey(id),
    // Its callers show a failure in place (the page, the new-questionnaire dialog).
    queryFn: ({ signal }) => client(getQuestionnaire, { params: { id } }, { signal, report: false }),
  });
}

/**
 * Creates a questionnaire. Failures are left to the caller (`report: false`): a refused definition
 * is shown beside the questions rather than as a passing notification.
 */
export function useCreateQuestionnaire() {
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionnaireBody) => client(createQuestionnaire, { body }, { report: false }),
    onSuccess: (created) => {
      queryClient.setQueryData(questionnaireQueryKey(created._id), created);
      void queryClient.invalidateQueries({ queryKey: questionnairesQueryKey });
    },
  });
}

/**
 * Edits, recalculates, deactivates or activates a questionnaire; the answer replaces the cached copy.
 * The list is refreshed too, since a change of status may move "in use" to another questionnaire.
 */
export function useUpdateQuestionnaire(id: string) {
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQuestionnaireBody) => client(updateQuestionnaire, { params: { id }, body }, { report: false }),
    onSuccess: (updated: Questionnaire) => {
      queryClient.setQueryData(questionnaireQueryKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: questionnairesQueryKey });
    },
  });
}

export function useDeleteQuestionnaire(id: string) {
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client(deleteQuestionnaire, { params: { id } }, { report: false }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: questionnaireQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: questionnairesQueryKey });
    },
  });
}
