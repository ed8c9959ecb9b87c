import { encodeAnswers, type Answers, type GradedRow } from '@teamcast/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';

/** More graded profiles than this are not read for one training: the newest grades count. */
export const MAX_TRAINING_ROWS = 20_000;

/**
 * The estimator-graded profiles as rows to learn from: the encoded answers, and the final precise score
 * when an administrator set it, else the mean of the estimators' precise scores. Deleted profiles and
 * those the estimators marked suspicious are left out.
 */
export async function readGradedRows(db: Db): Promise<GradedRow[]> {
  const result = await db.execute(sql`
    select p.answers, coalesce(p.final_score_precise, g.mean_score) as target
    from profiles p
    left join lateral (
      select avg(a.score_precise) as mean_score
      from estimator_assignments a
      where a.profile_id = p.id and a.score_precise is not null
    ) g on true
    where p.deleted_at is null
      and (p.skip_status is null or p.skip_status <> 'suspicious')
      and coalesce(p.final_score_precise, g.mean_score) is not null
    order by p.updated_at desc, p.id
    limit ${MAX_TRAINING_ROWS}`);
  const { rows } = result as unknown as { rows: { answers: Answers | null; target: number | string }[] };
  return rows.map((row) => ({ features: encodeAnswers(row.answers ?? {}).values, target: Number(row.target) }));
}
