import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { sql } from "drizzle-orm";
import { authThrottle } from "~/platform/db/schema";
import { clearAttempts, consumeAttempt, peekAttempts, pruneAttempts, releaseAttempt } from "./auth-throttle.server";

describe.each(testDatabases())("sign-in throttle on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
  });
  afterAll(() => dispose());

  it("allows the rule's number of attempts in a window, then refuses with the time left", async () => {
    const rule = { max: 3, windowSeconds: 600 };
    const verdicts = [];
    for (let attempt = 0; attempt < 5; attempt++) verdicts.push(await consumeAttempt("signin:test-a", rule, db));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]!.retryAfterSeconds).toBeGreaterThan(590);
    expect(verdicts[4]!.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await peekAttempts("signin:test-a", rule, db)).allowed).toBe(false);
    expect((await peekAttempts("signin:other", rule, db)).allowed).toBe(true);
  });

  it("counts every one of many simultaneous attempts", async () => {
    const rule = { max: 5, windowSeconds: 600 };
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => consumeAttempt("signin:test-b", rule, db)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it("lets no more than the rule's number of reserved attempts through at once, and takes back released ones", async () => {
    const rule = { max: 5, windowSeconds: 600 };
    // Reserved together, before any is checked: five go ahead.
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => consumeAttempt("signin:test-d", rule, db)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    await clearAttempts("signin:test-d", db);
    // Attempts that turn out not to count (a right password) are given back.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await consumeAttempt("signin:test-d", rule, db)).allowed).toBe(true);
      await releaseAttempt("signin:test-d", rule, db);
    }
    expect((await peekAttempts("signin:test-d", rule, db)).allowed).toBe(true);
    // Never below nothing: a release without a reservation leaves the count at zero.
    await releaseAttempt("signin:test-d", rule, db);
    await releaseAttempt("signin:unknown", rule, db);
    const counted = await Promise.all(Array.from({ length: 6 }, () => consumeAttempt("signin:test-d", rule, db)));
    expect(counted.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it("starts a new window once the old one has passed, and forgets a cleared key", async () => {
    const short = { max: 1, windowSeconds: 1 };
    expect((await consumeAttempt("signin:test-c", short, db)).allowed).toBe(true);
    expect((await consumeAttempt("signin:test-c", short, db)).allowed).toBe(false);
    const deadline = Date.now() + 5_000;
    let verdict = await peekAttempts("signin:test-c", short, db);
    while (!verdict.allowed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      verdict = await peekAttempts("signin:test-c", short, db);
    }
    expect((await consumeAttempt("signin:test-c", short, db)).allowed).toBe(true);
    await clearAttempts("signin:test-c", db);
    expect((await peekAttempts("signin:test-c", short, db)).allowed).toBe(true);
  });

  it("forgets, on the periodic pass, windows that ended more than a day ago and keeps the others", async () => {
    const rule = { max: 5, windowSeconds: 60 };
    await consumeAttempt("signin:test-old", rule, db);
    await consumeAttempt("signin:test-new", rule, db);
    await db.update(authThrottle).set({ windowStart: sql`now() - interval '2 days'` }).where(sql`${authThrottle.key} = 'signin:test-old'`);
    await pruneAttempts(db);
    const keys = (await db.select({ key: authThrottle.key }).from(authThrottle)).map((row) => row.key);
    expect(keys).not.toContain("signin:test-old");
    expect(keys).toContain("signin:test-new");
  });
});
