import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { withPlaceholders } from './transaction-executor';

const render = (text: string, values: unknown[]) => {
  const { sql, params } = new PgDialect().sqlToQuery(withPlaceholders(text, values));
  return { sql, params };
};

describe('statements with $n placeholders as Drizzle SQL', () => {
  it('binds every placeholder to its value, in the order they appear', () => {
    expect(render('select * from job where name = $2 and data = $1::json and other = $2', ['{"a":1}', 'scene-run'])).toEqual({
      sql: 'select * from job where name = $1 and data = $2::json and other = $3',
      params: ['scene-run', '{"a":1}', 'scene-run'],
    });
  });

  it('keeps a statement without placeholders as it is, and refuses a placeholder without a value', () => {
    expect(render('select 1', [])).toEqual({ sql: 'select 1', params: [] });
    expect(() => render('select $1, $2', ['only one'])).toThrow('uses $2 but has 1 values');
  });

  it('passes arrays and objects as single values rather than lists', () => {
    expect(render('select $1::uuid[]', [['a', 'b']]).params).toEqual([['a', 'b']]);
  });
});
