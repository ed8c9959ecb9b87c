import { ANALYSIS_RUN_KINDS } from '@teamcast/domain';
import { sql } from 'drizzle-orm';
import { dashboardHistory, runs } from '../../db/schema';
import type { Db } from '../../platform/database';

/** Finished runs kept of each team and each pair, and comparisons of each owner, besides those the history shows. */
export const RUNS_KEPT_PER_SCENE = 3;

/**
 * Deletes the runs nobody can reach any more, with their stored forecasts (their forecast addresses
 * go with them). Kept: every run still queued or running; every run the owner's dashboard history
 * shows (its items carry the run's id); and of the finished forecasts, the latest
 * `RUNS_KEPT_PER_SCENE` of each team or pair, and of the owner's comparisons. A failed run holds no
 * forecast, so it is kept only while the history shows it. Analyses are never in the history: the
 * latest `RUNS_KEPT_PER_SCENE` done and as many failed of each kind (of each team, for the advisor's)
 * are kept, so that their owner can still read how the latest ended. Without `ownerId` every owner is pruned.
 * Answers how many runs went.
 */
export async function pruneRuns(db: Db, ownerId?: string): Promise<number> {
  const ofOwner = ownerId === undefined ? sql`` : sql`and ${runs.ownerId} = ${ownerId}`;
  const analyses = sql.raw(ANALYSIS_RUN_KINDS.map((kind) => `'${kind}'`).join(', '));
  // Comparisons have no scene: partitioned by kind as well, an owner's comparisons fall together.
  const result = await db.execute(sql`
    delete from ${runs}
    where ${runs.ruid} in (
      select finished.ruid from (
        select ${runs.ruid} as ruid, ${runs.status} as status, ${runs.kind} in (${analyses}) as analysis,
          row_number() over (
            partition by ${runs.ownerId}, ${runs.kind}, ${runs.sceneId}, ${runs.status}
            order by ${runs.createdAt} desc, ${runs.ruid} desc
          ) as place
        from ${runs}
        where ${runs.status} in ('done', 'failed') ${ofOwner}
      ) finished
      where ((finished.status = 'failed' and not finished.analysis) or finished.place > ${RUNS_KEPT_PER_SCENE})
        and not exists (select 1 from ${dashboardHistory} where ${dashboardHistory.id} = finished.ruid)
    )
    returning ${runs.ruid}
  `);
  // Both drivers answer a raw statement with its rows; Drizzle types the answer per driver.
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The hourly pruning: every owner's runs, then the space they held made reusable. PostgreSQL's
 * autovacuum does that on its own; the embedded database runs no background workers, so without a
 * vacuum here the file would keep every deleted forecast's space and only ever grow.
 */
export async function pruneAllRuns(db: Db): Promise<void> {
  await pruneRuns(db);
  // Also when nothing went now: the runs pruned as they finished left their space behind too.
  const result = await db.execute(sql`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as "autovacuum"`);
  const [row] = (result as unknown as { rows: { autovacuum: boolean }[] }).rows;
  if (!row?.autovacuum) await db.execute(sql`vacuum ${runs}`);
}
