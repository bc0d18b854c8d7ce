import { describe, expect, it } from "vitest";
import { readCache } from "./read-cache.server";

describe("read cache", () => {
  it("keeps a value for its lifetime, then loads again", async () => {
    let clock = 0;
    let loads = 0;
    const cache = readCache<number>({ ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 999;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("a", load)).toBe(2);
    expect(await cache.get("b", load)).toBe(3);
  });

  it("shares one load between concurrent misses and forgets failures", async () => {
    let loads = 0;
    const cache = readCache<string>({ ttlMs: 1000 });
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 10));
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow)])).toEqual(["v1", "v1"]);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("bad", async () => "recovered")).toBe("recovered");
  });

  it("holds at most maxEntries, dropping the oldest, and clears on demand", async () => {
    const cache = readCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("1", async () => 1);
    await cache.get("2", async () => 2);
    await cache.get("3", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("1", async () => 10)).toBe(10);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
