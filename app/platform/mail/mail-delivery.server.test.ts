import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./mail-delivery.server";

describe("retry schedule", () => {
  it("doubles from 5 seconds and stops growing at 10 minutes, for ever", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(600_000);
    expect(retryDelayMs(1_000_000)).toBe(600_000);
  });
});
