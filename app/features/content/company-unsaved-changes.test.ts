import { describe, expect, it } from "vitest";
import { formSaying, formValuesOf, readRecord } from "~/platform/entities/records";
import { hasUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { company } from "./company.entity";

/*
 * The company's editor opens with two spare rows for days that differ, each ticked "Closed all
 * day" until a date is given. Opened and left alone, it holds nothing the person changed.
 */

const week = { opens: "09:00", closes: "17:30" };
const record = readRecord(company, {
  name: "Cedarline Flooring",
  phone: "(905) 555-0174",
  hours: { week: [week, week, week, week, week, { opens: "10:00", closes: "16:00" }, null], exceptions: [] },
});
const loaded = formValuesOf(company, record) as Record<string, unknown>;
const hours = loaded.hours as { days: Record<string, string>[] };
/** The form as the browser reads it on opening: a closed day posts no switch, spare rows their ticked "Closed". */
const opened = (spare: Record<string, string | undefined>[]) => ({
  ...loaded,
  intent: "save",
  version: "1",
  hours: {
    days: hours.days.map((day) => (day.open ? day : null)),
    exceptions: spare,
  },
});

describe("the company editor's unsaved changes", () => {
  it("holds none when opened with its spare rows", () => {
    const form = opened([{ closed: "on" }, { closed: "on" }]);
    expect(hasUnsavedChanges(form, loaded)).toBe(true);
    expect(hasUnsavedChanges(formSaying(company, form), formSaying(company, loaded))).toBe(false);
  });

  it("holds a change once a spare row is given a date, or a row is marked for removal", () => {
    for (const row of [{ closed: "on", date: "2026-12-24" }, { remove: "on" }, { opens: "10:00" }]) {
      const form = opened([row, { closed: "on" }]);
      expect(hasUnsavedChanges(formSaying(company, form), formSaying(company, loaded))).toBe(true);
    }
  });

  it("holds a change typed elsewhere in the form", () => {
    const form = { ...opened([{ closed: "on" }, { closed: "on" }]), phone: "(905) 555-0199" };
    expect(hasUnsavedChanges(formSaying(company, form), formSaying(company, loaded))).toBe(true);
  });
});
