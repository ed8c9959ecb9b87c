import { snapshotSchema } from '@teamcast/contract';
import { z } from 'zod';
import type { ComputeOutcome, ComputeResult } from './scene-task';

/** The run's own fields of its snapshot, besides what it computed. */
export interface SnapshotFields {
  readonly ruid: string;
  readonly sceneId: string | null;
  /** When the run was started, as the run stores it. */
  readonly createdAt: string;
}

/**
 * A run's outcome. Asked with the run's snapshot fields, a success comes as JSON text instead: the result
 * to store (`resultJson`) and the snapshot as its address answers it (`snapshotBody`, unless the contract
 * refused it), so that the API's thread neither copies the forecast's objects across nor writes them out.
 */
export type ComputeAnswer = ComputeOutcome | { readonly ok: true; readonly resultJson: string; readonly snapshotBody?: string };

/** Computes a task in a worker thread; see `ComputeAnswer`. */
export function answerOf(outcome: ComputeOutcome, fields: SnapshotFields | undefined): ComputeAnswer {
  if (!outcome.ok || !fields) return outcome;
  const resultJson = JSON.stringify(outcome.result);
  const snapshotBody = snapshotBodyOf(outcome.result, fields);
  return snapshotBody === undefined ? { ok: true, resultJson } : { ok: true, resultJson, snapshotBody };
}

/**
 * The snapshot answer, exactly as the API's serialiser would write it from the stored run: checked
 * against the contract and written as JSON. Made where the forecast is computed, so that the API's
 * thread does neither. Nothing when the contract refuses it: the stored run is then served, and
 * refused, as before.
 */
export function snapshotBodyOf(result: ComputeResult, fields: SnapshotFields): string | undefined {
  // An analysis is no forecast: it has no snapshot, only its stored result.
  if (result.kind === 'assemble' || result.kind === 'advise' || result.kind === 'monitor') return undefined;
  // Typed as the contract's output, checked by the encoding itself, as the stored run is when served.
  const encoded = z.safeEncode(snapshotSchema, { ...result, ...fields } as z.output<typeof snapshotSchema>);
  return encoded.success ? JSON.stringify(encoded.data) : undefined;
}
