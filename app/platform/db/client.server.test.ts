import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";

/*
 * The PostgreSQL server connection as production meets it: the server may end connections (a
 * restart, a failover, an administrator), and the process must carry on.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL server connection", () => {
  it("survives the server ending its idle connections, and hears NOTIFY on a connection of its own, again after it drops", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `site_client_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    const heard: Array<string | undefined> = [];
    let reconnected = 0;
    const stop = await handle.listen!("test_channel", { onMessage: (payload) => heard.push(payload), onReconnect: () => (reconnected += 1) });
    const until = async (check: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error("not seen in time");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    try {
      await handle.db.execute(sql`select 1`);
      await handle.db.execute(sql`select pg_notify('test_channel', 'first')`);
      await until(() => heard.includes("first"));

      // The server ends every connection to this database but the admin's: idle pool clients and the listener.
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
      await until(() => reconnected === 1);
      // The pool opens a new connection; the listener hears again.
      await handle.db.execute(sql`select pg_notify('test_channel', 'second')`);
      await until(() => heard.includes("second"));
      expect(heard).toEqual(["first", "second"]);
    } finally {
      await stop();
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 30_000);
});
