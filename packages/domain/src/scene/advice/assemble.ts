import type { AssemblyInput, AssemblyResult } from './advice-types';

/** The best teams of the pool for the orientation, found by a seeded search and forecast with the engine. */
export function assembleTeam(input: AssemblyInput): AssemblyResult {
  throw new Error(`assembleTeam is being written (${input.size})`);
}
