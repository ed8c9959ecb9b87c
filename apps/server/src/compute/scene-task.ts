import type { renderFailureCodes } from '@teamcast/contract';
import { SceneRuleError, simulateScene, type Scene, type SceneForecast } from '@teamcast/domain';

/** A forecast to compute: a team's scene with every actor's inputs filled in. */
export interface TeamTask {
  readonly kind: 'team';
  readonly scene: Scene;
}
export type ComputeTask = TeamTask;

export type ComputeOutcome =
  | { readonly ok: true; readonly forecast: SceneForecast }
  | { readonly ok: false; readonly code: (typeof renderFailureCodes)[number]; readonly message: string };

/**
 * Runs in a worker thread. A scene the rules find inconsistent fails as a communication-setting
 * failure, an empty forecast as an unstable connection, anything else as an initialisation error
 * (spec section 8); the outcome is data, so nothing thrown crosses the thread.
 */
export function runComputeTask(task: ComputeTask): ComputeOutcome {
  try {
    const forecast = simulateScene(task.scene);
    if (forecast.days.length === 0 || forecast.actors.length === 0) {
      return { ok: false, code: 'unstable_connection', message: 'The forecast came out empty' };
    }
    return { ok: true, forecast };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, code: error instanceof SceneRuleError ? 'communication_setting_failed' : 'initialization_error', message };
  }
}
