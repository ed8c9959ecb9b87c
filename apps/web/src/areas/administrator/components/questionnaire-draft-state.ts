import { ApiError, type Questionnaire } from '@teamcast/contract';
import { useMemo, useState } from 'react';
import { changesOf, draftOf, parseQuestionsJson, type JsonParse, type QuestionnaireDraft } from './questionnaire-draft';

/** What the server said about a refused definition: the question (by position and name) and why. */
export interface ServerIssue {
  readonly index: number | null;
  readonly neuronName: string | null;
  readonly issue: string | null;
  readonly detail: string | null;
  /** For a gap between steps: the step that has no questions. */
  readonly step: number | null;
}

/** Reads a 400 `definition_invalid` (field `questions.N`, params `neuronName` and `issue`); null for any other failure. */
export function serverIssueOf(error: unknown): ServerIssue | null {
  if (!(error instanceof ApiError) || error.code !== 'definition_invalid') return null;
  const match = /^(?:body\.)?questions\.(\d+)/.exec(error.field ?? '');
  const param = (name: string) => {
    const value = error.params?.[name];
    return value === undefined ? null : String(value);
  };
  const step = Number(param('step'));
  return {
    index: match ? Number(match[1]) : null,
    neuronName: param('neuronName'),
    issue: param('issue'),
    detail: param('detail'),
    step: Number.isInteger(step) && step > 0 ? step : null,
  };
}

interface DraftState {
  /** The server copy the draft was started from or last caught up with. */
  saved: Questionnaire;
  draft: QuestionnaireDraft;
  /** The "Advanced: JSON" text while it differs from the draft's own rendering (being typed, or not valid yet). */
  jsonText: string | null;
  serverIssue: ServerIssue | null;
}

/**
 * The editor's state over a questionnaire loaded from the server. A newer server copy (after a
 * recalculation or a status change) replaces the draft only when the draft has no unsaved edits.
 */
export function useQuestionnaireDraft(saved: Questionnaire) {
  const [state, setState] = useState<DraftState>(() => ({ saved, draft: draftOf(saved), jsonText: null, serverIssue: null }));
  if (state.saved !== saved) {
    const untouched = Object.keys(changesOf(draftOf(state.saved), state.draft)).length === 0;
    setState({ ...state, saved, draft: untouched ? draftOf(saved) : state.draft });
  }
  const changes = useMemo(() => changesOf(draftOf(state.saved), state.draft), [state.saved, state.draft]);
  const json: JsonParse | null = useMemo(() => (state.jsonText === null ? null : parseQuestionsJson(state.jsonText)), [state.jsonText]);

  return {
    draft: state.draft,
    changes,
    dirty: Object.keys(changes).length > 0,
    jsonText: state.jsonText,
    jsonError: json !== null && !json.ok ? json : null,
    serverIssue: state.serverIssue,
    /** Applies an edit from the form; the JSON text follows the draft again. */
    edit(change: (draft: QuestionnaireDraft) => QuestionnaireDraft) {
      setState((current) => ({ ...current, draft: change(current.draft), jsonText: null, serverIssue: null }));
    },
    /** Takes the JSON text; the draft takes its questions as soon as the text is valid. */
    editJson(text: string) {
      const parsed = parseQuestionsJson(text);
      setState((current) => ({
        ...current,
        jsonText: text,
        draft: parsed.ok ? { ...current.draft, questions: parsed.questions } : current.draft,
        serverIssue: null,
      }));
    },
    /** After a save: the server's copy is the new starting point. */
    markSaved(questionnaire: Questionnaire) {
      setState({ saved: questionnaire, draft: draftOf(questionnaire), jsonText: null, serverIssue: null });
    },
    refused(issue: ServerIssue) {
      setState((current) => ({ ...current, serverIssue: issue }));
    },
  };
}
