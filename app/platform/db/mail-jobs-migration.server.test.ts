import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedUntil } from "../../../tests/support/migrated-until";

/*
 * Upgrading a database whose enquiries and staff mail still wait in the old queues (their own
 * next_attempt_at, claimed by a loop of their own): migration 0010 gives each pending row its
 * delivery job, due when the loop would have tried it, before 0011 drops the old column.
 */

describe("the move of mail delivery onto jobs", () => {
  let database: Awaited<ReturnType<typeof databaseMigratedUntil>>;
  let client: Awaited<ReturnType<typeof databaseMigratedUntil>>["client"];

  beforeAll(async () => {
    // The migrations as they were before the move: up to 0009.
    database = await databaseMigratedUntil("0009_job_items");
    client = database.client;
  });
  afterAll(() => database.dispose());

  it("gives every pending enquiry and message its job, with its attempts and next try, and nothing else", async () => {
    const later = "2030-01-01T12:00:00Z";
    await client.exec(`
      insert into enquiries (id, name, email, company, interested_in, service, message, source_page, delivery_status, attempts, next_attempt_at)
      values
        (1, 'Waiting', 'a@example.com', 'A', 'residential', 'consultation', 'm', '/contact', 'pending', 0, now()),
        (2, 'Retrying', 'b@example.com', 'B', 'residential', 'consultation', 'm', '/contact', 'pending', 3, '${later}'),
        (3, 'Sent', 'c@example.com', 'C', 'residential', 'consultation', 'm', '/contact', 'delivered', 1, now()),
        (4, 'Given up', 'd@example.com', 'D', 'residential', 'consultation', 'm', '/contact', 'failed', 9, now());
      insert into outgoing_mail (id, purpose, to_address, subject, text_body, delivery_status, attempts, next_attempt_at)
      values
        (1, 'reset-password', 'e@example.com', 'Reset', 'Open the link.', 'pending', 2, '${later}'),
        (2, 'verify-email', 'f@example.com', 'Verify', 'Open the link.', 'outbox', 1, now());
    `);

    await database.migrateToLatest();

    const { rows } = await client.query<{
      kind: string;
      singleton_key: string;
      payload: Record<string, number>;
      state: string;
      run_at: Date;
      attempts: number;
      max_attempts: number;
    }>("select kind, singleton_key, payload, state, run_at, attempts, max_attempts from jobs order by kind, singleton_key");
    expect(rows.map(({ run_at: _runAt, ...job }) => job)).toEqual([
      { kind: "deliver-enquiry", singleton_key: "deliver-enquiry:1", payload: { enquiryId: 1 }, state: "queued", attempts: 0, max_attempts: 2_147_483_647 },
      { kind: "deliver-enquiry", singleton_key: "deliver-enquiry:2", payload: { enquiryId: 2 }, state: "queued", attempts: 3, max_attempts: 2_147_483_647 },
      { kind: "deliver-mail", singleton_key: "deliver-mail:1", payload: { mailId: 1 }, state: "queued", attempts: 2, max_attempts: 2_147_483_647 },
    ]);
    expect(new Date(rows[0]!.run_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(rows[1]!.run_at).toISOString()).toBe(new Date(later).toISOString());
    expect(new Date(rows[2]!.run_at).toISOString()).toBe(new Date(later).toISOString());

    // The old queues' own schedule is gone; what the admin shows stays.
    const columns = await client.query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_name in ('enquiries', 'outgoing_mail') and column_name in ('next_attempt_at', 'attempts', 'last_error', 'delivery_status')",
    );
    expect(columns.rows.filter((column) => column.column_name === "next_attempt_at")).toEqual([]);
    expect(columns.rows).toHaveLength(6);
  });
});
