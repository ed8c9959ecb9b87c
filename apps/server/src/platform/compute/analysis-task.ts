import { analysisSchema, type AdviceResultView, type AssemblyResultView, type MonitorResultView } from '@teamcast/contract';
import {
  adviseTeam,
  assembleTeam,
  monitorOrganisation,
  simulateScene,
  type AdviceInput,
  type AssemblyInput,
  type MonitorInput,
  type Scene,
  type TeamOrientation,
} from '@teamcast/domain';
import { z } from 'zod';

/** A person's name as the owner sees it in the profile list, looked up when the run starts. */
export interface PersonName {
  readonly id: string;
  readonly name: string;
}

/** The assembler's, the advisor's and the monitor's tasks: the domain's inputs, and the names their results show. */
export type AnalysisTask =
  | { readonly kind: 'assemble'; readonly input: Omit<AssemblyInput, 'onProgress'>; readonly names: readonly PersonName[] }
  | {
      readonly kind: 'advise';
      readonly sceneId: string;
      /** The team's version the advice is worked out on. */
      readonly version: number;
      readonly scene: Scene;
      /** Null: the orientation the team's own forecast finds, or growth. */
      readonly input: Omit<AdviceInput, 'onProgress' | 'orientation'> & { readonly orientation: TeamOrientation | null };
      readonly names: readonly PersonName[];
    }
  | {
      readonly kind: 'monitor';
      readonly input: Omit<MonitorInput, 'onProgress'>;
      readonly names: readonly PersonName[];
      /** The teams not forecast, as someone in them has a profile gone. */
      readonly leftOut: MonitorResultView['leftOut'];
    };

/** What an analysis run keeps: the contract's result, as `getAnalysis` answers it. */
export type AnalysisResult =
  | { readonly kind: 'assemble'; readonly assembly: AssemblyResultView }
  | { readonly kind: 'advise'; readonly advice: AdviceResultView }
  | { readonly kind: 'monitor'; readonly monitor: MonitorResultView };

const resultSchema = analysisSchema.shape.result.unwrap();

/** The names of these people only, in the order they are first met. */
function namesOf(ids: Iterable<string>, names: readonly PersonName[]): PersonName[] {
  const byId = new Map(names.map((person) => [person.id, person.name]));
  const seen = new Set<string>();
  const people: PersonName[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    people.push({ id, name: byId.get(id) ?? '' });
  }
  return people;
}

/** The team's own orientation, as its forecast finds it; growth where it finds none. */
function orientationOf(scene: Scene): TeamOrientation {
  return simulateScene(scene).power.groupOrientation.orientation ?? 'growth';
}

function assemble(task: Extract<AnalysisTask, { kind: 'assemble' }>, onProgress: (share: number) => void): AnalysisResult {
  const result = assembleTeam({ ...task.input, onProgress });
  const ids = result.proposals.flatMap((proposal) => [...proposal.memberIds, ...(proposal.leadId ? [proposal.leadId] : [])]);
  const assembly = { ...result, startDate: task.input.startDate, people: namesOf(ids, task.names) };
  return { kind: 'assemble', assembly: assembly as unknown as AssemblyResultView };
}

function advise(task: Extract<AnalysisTask, { kind: 'advise' }>, onProgress: (share: number) => void): AnalysisResult {
  const orientation = task.input.orientation ?? orientationOf(task.scene);
  const result = adviseTeam(task.scene, { ...task.input, orientation, onProgress });
  const ids = [
    ...task.scene.actors.map((actor) => actor.id),
    ...result.items.flatMap(({ change }) => (change.kind === 'swap' ? [change.candidateId] : [])),
  ];
  const advice = { ...result, sceneId: task.sceneId, version: task.version, orientation, people: namesOf(ids, task.names) };
  return { kind: 'advise', advice: advice as unknown as AdviceResultView };
}

function monitor(task: Extract<AnalysisTask, { kind: 'monitor' }>, onProgress: (share: number) => void): AnalysisResult {
  const orientation = task.input.orientation ?? 'growth';
  const result = monitorOrganisation({ ...task.input, orientation, onProgress });
  const names = new Map(task.names.map((person) => [person.id, person.name]));
  const people = result.people.map((person) => ({ ...person, name: names.get(person.actorId) ?? '' }));
  return { kind: 'monitor', monitor: { ...result, orientation, people, leftOut: task.leftOut } as unknown as MonitorResultView };
}

/**
 * Computes an analysis in a worker thread and checks its result against the contract there, so that
 * what is stored is what `getAnalysis` can answer; a result the contract refuses fails the run.
 */
export function computeAnalysis(task: AnalysisTask, onProgress: (share: number) => void): AnalysisResult {
  const result = task.kind === 'assemble' ? assemble(task, onProgress) : task.kind === 'advise' ? advise(task, onProgress) : monitor(task, onProgress);
  const encoded = z.safeEncode(resultSchema, result as z.output<typeof resultSchema>);
  if (!encoded.success) throw new Error(`The ${task.kind} result does not fit the contract: ${encoded.error.message.slice(0, 300)}`);
  return encoded.data as AnalysisResult;
}

/**
 * Calls `report` with the progress in percent, at most every 5 points or 200 ms, so that a search calling
 * back thousands of times sends a few dozen messages across the thread.
 */
export function throttledProgress(report: (percent: number) => void, now: () => number = Date.now): (share: number) => void {
  let sent = Number.NEGATIVE_INFINITY;
  let at = 0;
  return (share) => {
    const percent = Math.max(0, Math.min(100, Math.round(share * 100)));
    const time = now();
    if (percent <= sent || (percent - sent < 5 && time - at < 200)) return;
    sent = percent;
    at = time;
    report(percent);
  };
}
