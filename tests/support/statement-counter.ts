import { sql } from "drizzle-orm";
import type { Database } from "../../app/platform/db/client.server";

/*
 * How many statements wrote to a table, counted by the database itself: a statement-level trigger
 * on each named table notes every INSERT, UPDATE and DELETE (one note per statement, however many
 * rows it touched). What a test of batched writes reads to prove a change to many rows is one
 * statement, not one per row.
 */

export interface StatementCounter {
  /** Statements since the last `reset()`, by table and operation: `{ "products UPDATE": 1 }`. */
  read(): Promise<Record<string, number>>;
  reset(): Promise<void>;
}

export async function countStatements(db: Database, tables: readonly string[]): Promise<StatementCounter> {
  await db.execute(sql`create table if not exists test_statements (at_table text not null, operation text not null)`);
  await db.execute(
    sql.raw(`create or replace function test_note_statement() returns trigger language plpgsql as $$
      begin
        insert into test_statements values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    await db.execute(sql.raw(`drop trigger if exists test_note_statement on ${table}`));
    await db.execute(sql.raw(`create trigger test_note_statement after insert or update or delete on ${table} for each statement execute function test_note_statement()`));
  }
  return {
    async read() {
      const result = await db.execute(sql`select at_table || ' ' || operation as what, count(*)::int as n from test_statements group by 1`);
      const rows = (result as unknown as { rows: { what: string; n: number }[] }).rows;
      return Object.fromEntries(rows.map((row) => [row.what, Number(row.n)]));
    },
    async reset() {
      await db.execute(sql`delete from test_statements`);
    },
  };
}
