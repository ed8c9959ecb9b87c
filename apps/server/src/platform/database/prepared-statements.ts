import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** A query Drizzle can prepare, its values left as `sql.placeholder`s. */
interface Preparable<Statement> {
  prepare(name: string): Statement;
}

const statementsOf = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `build` makes, built once per database and reused, for queries every request runs:
 * Drizzle then no longer assembles its SQL each time, and PostgreSQL parses it once per connection
 * and, after a few runs, plans it once too. `name` must stand for one SQL text only.
 *
 * A transaction gets a statement of its own: one kept from the database would run on another
 * connection (PostgreSQL), or wait for the transaction to end (PGlite, which runs one at a time).
 */
export function preparedStatement<Statement>(db: Db, name: string, build: (db: Db) => Preparable<Statement>): Statement {
  if (is(db, PgTransaction)) return build(db).prepare(name);
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (!statement) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
