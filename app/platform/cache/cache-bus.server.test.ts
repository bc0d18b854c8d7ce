import { afterEach, describe, expect, it } from "vitest";
import type { Invalidation } from "./read-cache.server";
import { announceInvalidation, onInvalidation, readAnnouncement } from "./cache-bus.server";

describe("the cache bus", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it("applies an announcement here, to every registered cache, until one stops hearing", async () => {
    const first: Invalidation[] = [];
    const second: Invalidation[] = [];
    stops.push(onInvalidation((tags) => first.push(tags)));
    const stopSecond = onInvalidation((tags) => second.push(tags));
    await announceInvalidation(["item:1", "lists"]);
    stopSecond();
    await announceInvalidation("*");
    expect(first).toEqual([["item:1", "lists"], "*"]);
    expect(second).toEqual([["item:1", "lists"]]);
  });

  it("reads another process's announcement and ignores a bad one", () => {
    expect(readAnnouncement(JSON.stringify({ from: "another", tags: ["a", "b:2"] }))).toEqual(["a", "b:2"]);
    expect(readAnnouncement(JSON.stringify({ from: "another", tags: "*" }))).toBe("*");
    expect(readAnnouncement(JSON.stringify({ from: "another", tags: [1] }))).toBeNull();
    expect(readAnnouncement("not json")).toBeNull();
    expect(readAnnouncement(undefined)).toBeNull();
  });
});
