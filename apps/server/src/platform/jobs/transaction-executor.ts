import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { Db } from '../database';

/** What pg-boss runs its statements on when a call is given `{ db }`: its own `IDatabase` shape. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A statement written with `$1`, `$2`… placeholders as Drizzle SQL: the text between them is kept as
 * it is and each placeholder becomes a bound parameter, so nothing is ever spliced into the text.
 * The statements pg-boss sends have placeholders only outside string literals.
 */
export function withPlaceholders(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQLChunk[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`The statement uses $${match[1]} but has ${values.length} values`);
    chunks.push(sql.raw(text.slice(from, match.index)), sql.param(values[index]));
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** Lets pg-boss write its job in the caller's Drizzle transaction, so that the job commits or rolls back with it. */
export function executorOf(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values) {
      // Both drivers answer a raw statement with its rows; Drizzle types the answer per driver.
      const result = (await tx.execute(withPlaceholders(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
