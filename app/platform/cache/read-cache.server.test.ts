import { describe, expect, it } from "vitest";
import { readCache } from "./read-cache.server";

describe("read cache", () => {
  it("keeps a value for its lifetime, then loads again", async () => {
    let clock = 5000;
    let loads = 0;
    const cache = readCache<number>({ ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 5999;
    expect(await cache.get("a", load)).toBe(1);
    clock = 6001;
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

  it("holds at most maxEntries, dropping the least recently used, and clears on demand", async () => {
    const cache = readCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("1", async () => 1);
    await cache.get("2", async () => 2);
    await cache.get("1", async () => 10);
    await cache.get("3", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("1", async () => 10)).toBe(1);
    expect(await cache.get("2", async () => 20)).toBe(20);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("drops only the entries showing an invalidated tag", async () => {
    const cache = readCache<number[]>({ ttlMs: 60_000, tagsOf: (ids) => ids.map((id) => `item:${id}`) });
    await cache.get("page 1", async () => [1, 2]);
    await cache.get("page 2", async () => [3, 4]);
    cache.invalidate(["item:3"]);
    expect(await cache.get("page 1", async () => [9])).toEqual([1, 2]);
    expect(await cache.get("page 2", async () => [3, 5])).toEqual([3, 5]);
    cache.invalidate(["item:4"]);
    expect(await cache.get("page 2", async () => [6])).toEqual([3, 5]);
    cache.invalidate("*");
    expect(await cache.get("page 1", async () => [7])).toEqual([7]);
  });

  it("never keeps or shares a load that was under way when something changed", async () => {
    const cache = readCache<string>({ ttlMs: 60_000, tagsOf: () => ["lists"] });
    let finish!: (value: string) => void;
    const before = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(["item:1"]);
    // A request after the change does not wait for the read that began before it.
    const after = cache.get("k", async () => "after");
    finish("before");
    expect(await before).toBe("before");
    expect(await after).toBe("after");
    expect(await cache.get("k", async () => "again")).toBe("after");
  });
});
