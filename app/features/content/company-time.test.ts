import { describe, expect, it } from "vitest";
import { fromCompanyTime, toCompanyTime } from "./company-time";

describe("the office's time", () => {
  it("reads a typed time in Mississauga's zone, summer and winter", () => {
    expect(fromCompanyTime("2026-12-01T09:00")!.toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(fromCompanyTime("2026-07-01T09:00")!.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(toCompanyTime(new Date("2026-12-01T14:00:00Z"))).toBe("2026-12-01T09:00");
  });

  it("refuses what is not a time", () => {
    for (const text of ["", "2026-12-01", "2026-13-01T09:00", "2026-12-01T24:00", "tomorrow"]) expect(fromCompanyTime(text)).toBeNull();
  });
});
