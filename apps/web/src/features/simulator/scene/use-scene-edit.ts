import { ApiError, type SceneView } from '@teamcast/contract';
import type { ValidationIssue } from '@teamcast/domain';
import { useState } from 'react';
import { useEditTeam, type SceneEdit } from '../../scenes';

/** Why an edit did not go through, as the screen tells it. */
export type EditProblem =
  | { kind: 'rule'; code: string; params: Record<string, string | number> }
  | { kind: 'issue'; issue: ValidationIssue }
  | { kind: 'conflict' }
  | { kind: 'other'; code: string };

const sizeRules = new Set(['sceneMinActors', 'sceneMaxActors', 'sceneDuplicateActor']);

export function problemOf(error: unknown): EditProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', code: 'unknown' };
  if (error.code === 'scene_conflict') return { kind: 'conflict' };
  if (error.code === 'validation' && error.rule && sizeRules.has(error.rule)) {
    const params = error.params ?? {};
    if (error.rule === 'sceneMinActors') return { kind: 'issue', issue: { code: 'sceneMinActors', params: { min: Number(params.min) } } };
    if (error.rule === 'sceneMaxActors') return { kind: 'issue', issue: { code: 'sceneMaxActors', params: { max: Number(params.max) } } };
    return { kind: 'issue', issue: { code: 'sceneDuplicateActor' } };
  }
  if (error.statusCode === 400 && error.code !== 'validation') return { kind: 'rule', code: error.code, params: error.params ?? {} };
  return { kind: 'other', code: error.code };
}

/**
 * Edits of the team on the version the screen shows. A refusal is kept to be told on screen until the
 * next edit; a stale version (409) has already put the newer team in its place.
 */
export function useSceneEdit(team: SceneView) {
  const edit = useEditTeam('owner');
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const send = (change: Omit<SceneEdit, 'version'>, onDone?: () => void) => {
    setProblem(null);
    edit.mutate(
      { id: team._id, version: team.version, ...change },
      {
        onSuccess: () => onDone?.(),
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };
  return { send, pending: edit.isPending, problem, dismissProblem: () => setProblem(null) };
}
