import { describe, expect, it } from "vitest";
import { fromCompanyTime, toCompanyTime } from "./company-time";
import { companyDay } from "./public-slides.server";

describe("the office's time", () => {
  it("reads a typed time in Mississauga's zone, summer and winter", () => {
    expect(fromCompanyTime("2026-12-01T09:00")!.toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(fromCompanyTime("2026-07-01T09:00")!.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(toCompanyTime(new Date("2026-12-01T14:00:00Z"))).toBe("2026-12-01T09:00");
  });

  it("refuses what is not a time", () => {
    for (const text of ["", "2026-12-01", "2026-13-01T09:00", "2026-12-01T24:00", "tomorrow"]) expect(fromCompanyTime(text)).toBeNull();
  });

  it("refuses days the calendar does not have and years no schedule is for, instead of reading them as others", () => {
    for (const text of ["2026-02-31T09:00", "2026-04-31T09:00", "2027-02-29T09:00", "0000-01-01T00:00", "0099-06-01T12:00", "9999-12-31T23:59"]) {
      expect(fromCompanyTime(text), text).toBeNull();
    }
    expect(fromCompanyTime("2028-02-29T09:00")!.toISOString()).toBe("2028-02-29T14:00:00.000Z");
  });

  it("says the office's day, not UTC's: an evening in Mississauga is still today there", () => {
    expect(companyDay(new Date("2026-12-04T01:30:00Z"))).toBe("2026-12-03");
    expect(companyDay(new Date("2026-07-04T03:30:00Z"))).toBe("2026-07-03");
    expect(companyDay(new Date("2026-12-04T05:30:00Z"))).toBe("2026-12-04");
  });
});
