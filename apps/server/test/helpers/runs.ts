import type { RealtimeMessage } from '@teamcast/contract';
import { eq } from 'drizzle-orm';
import type { ComputePool } from '../../src/platform/compute/compute-pool';
import { runComputeTask } from '../../src/platform/compute/scene-task';
import { dashboardHistory, owners, runs } from '../../src/db/schema';
import { createLocalBus } from '../../src/platform/realtime/local-bus';
import type { RealtimeBus } from '../../src/platform/realtime/realtime-bus';
import type { TestApp } from './build-test-app';
import type { RealtimeClient } from './realtime';

const outcomeTypes: readonly RealtimeMessage['type'][] = ['renderCheckTeam', 'renderPair', 'renderCompareTeam', 'rejectScene'];

/** The message that settles a run (its result or its failure), already received or still to come. */
export function outcomeOf(client: RealtimeClient, ruid: string): Promise<RealtimeMessage> {
  const settles = (message: RealtimeMessage) => outcomeTypes.includes(message.type) && (message.payload as { ruid?: string }).ruid === ruid;
  const found = client.received.find(settles);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    // Registered after the client's own listener, so the message is in `received` by then.
    const listener = () => {
      const settled = client.received.find(settles);
      if (!settled) return;
      client.socket.off('message', listener);
      resolve(settled);
    };
    client.socket.on('message', listener);
  });
}

export interface GatedCompute {
  pool: ComputePool;
  /** Lets every run waiting at the gate, and every later one, compute. */
  open(): void;
  /** Makes later runs wait again until the next `open`. */
  close(): void;
}

/** Computes forecasts in this thread, each run held at a gate the test opens: runs stay in flight as long as it likes. */
export function gatedCompute(): GatedCompute {
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  return {
    pool: {
      run: async (task) => {
        await gate;
        return runComputeTask(task);
      },
      close: async () => release(),
    },
    open: () => release(),
    close() {
      gate = new Promise((resolve) => (release = resolve));
    },
  };
}

/** The embedded bus, also keeping every message published, for what is said while nobody is connected. */
export function recordingBus(): RealtimeBus & { published: { ownerId: string; message: RealtimeMessage }[] } {
  const bus = createLocalBus();
  const published: { ownerId: string; message: RealtimeMessage }[] = [];
  return {
    ...bus,
    publish(ownerId, message) {
      published.push({ ownerId, message });
      bus.publish(ownerId, message);
    },
    published,
  };
}

/** What the database holds of an owner's runs: the runs (oldest first), history items and counters. */
export async function storedRuns(ctx: Pick<TestApp, 'database'>, ownerId: string) {
  const { db } = ctx.database;
  const rows = await db.select().from(runs).where(eq(runs.ownerId, ownerId)).orderBy(runs.createdAt, runs.ruid);
  const history = await db.select({ id: dashboardHistory.id }).from(dashboardHistory).where(eq(dashboardHistory.ownerId, ownerId));
  const [counters] = await db.select({ p2p: owners.p2pRuns, team: owners.teamRuns }).from(owners).where(eq(owners.id, ownerId));
  return { runs: rows, history: history.map((item) => item.id), counters };
}
