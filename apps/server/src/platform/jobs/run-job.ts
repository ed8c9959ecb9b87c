import type { RunKind } from '@teamcast/domain';
import type { ComputeTask } from '../compute/scene-task';

/** A run as a job carries it: which run, whose, and what to compute. */
export interface RunJob {
  ruid: string;
  ownerId: string;
  kind: RunKind;
  sceneId: string | null;
  sceneIds: string[];
  task: ComputeTask;
  /** When the run was stored (ISO), for its snapshot; jobs queued by an earlier version have none. */
  createdAt?: string;
}
