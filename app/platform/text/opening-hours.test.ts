import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  comingExceptions,
  exceptionLine,
  hoursFromForm,
  hoursFromSentence,
  hoursToForm,
  openingHoursFormSchema,
  readOpeningHours,
  weekLines,
  type OpeningHours,
} from "./opening-hours";

const nine = { opens: "09:00", closes: "17:30" };
const shipped: OpeningHours = { week: [nine, nine, nine, nine, nine, { opens: "10:00", closes: "16:00" }, null], exceptions: [] };

describe("the week in each language's own form", () => {
  it("groups the days that keep the same hours, and says the closed ones after", () => {
    expect(weekLines(shipped, "en")).toEqual(["Monday to Friday 9:00–17:30", "Saturday 10:00–16:00", "Sunday: closed"]);
    expect(weekLines(shipped, "fr")).toEqual(["Du lundi au vendredi de 9\u00a0h à 17\u00a0h\u00a030", "Le samedi de 10\u00a0h à 16\u00a0h", "Fermé le dimanche"]);
  });

  it("names two days with 'and' and leaves a week with no hours unsaid", () => {
    const weekend: OpeningHours = { week: [null, null, null, null, null, { opens: "08:00", closes: "12:00" }, { opens: "08:00", closes: "12:00" }], exceptions: [] };
    expect(weekLines(weekend, "en")).toEqual(["Saturday and Sunday 8:00–12:00", "Monday to Friday: closed"]);
    expect(weekLines(weekend, "fr")).toEqual(["Le samedi et le dimanche de 8\u00a0h à 12\u00a0h", "Fermé du lundi au vendredi"]);
    expect(weekLines({ week: Array(7).fill(null), exceptions: [] }, "en")).toEqual([]);
  });

  it("writes a holiday and a short day, and keeps only the days still to come", () => {
    const hours: OpeningHours = {
      ...shipped,
      exceptions: [
        { date: "2026-12-25", hours: null },
        { date: "2026-12-24", hours: { opens: "09:00", closes: "13:00" } },
        { date: "2026-01-01", hours: null },
      ],
    };
    const coming = comingExceptions(hours, "2026-12-03");
    expect(coming.map((day) => exceptionLine(day, "en"))).toEqual(["Thursday, December 24, 2026: 9:00–13:00", "Friday, December 25, 2026: closed"]);
    expect(coming.map((day) => exceptionLine(day, "fr"))).toEqual(["Le jeudi 24 décembre 2026\u00a0: de 9\u00a0h à 13\u00a0h", "Le vendredi 25 décembre 2026\u00a0: fermé"]);
  });
});

describe("hours as a form posts them", () => {
  const messages = { shape: "shape", time: "time", order: "order", date: "date", duplicate: "duplicate", tooMany: "tooMany" } as const;
  const schema = z.object({ hours: openingHoursFormSchema(messages) });

  it("read back what they were drawn from", () => {
    const hours: OpeningHours = { ...shipped, exceptions: [{ date: "2026-12-25", hours: null }] };
    expect(hoursFromForm(hoursToForm(hours))).toEqual({ value: hours, problems: [] });
  });

  it("name each part that breaks a rule, under that part", () => {
    const result = schema.safeParse({
      hours: {
        days: [{ open: "on", opens: "9", closes: "17:00" }, { open: "on", opens: "17:00", closes: "09:00" }],
        exceptions: [{ date: "2026-02-31" }, { date: "2026-12-25", closed: "on" }, { date: "2026-12-25", closed: "on" }, { date: "", opens: "x" }],
      },
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["hours.days.0.opens", "time"],
      ["hours.days.1.closes", "order"],
      ["hours.exceptions.0.date", "date"],
      ["hours.exceptions.2.date", "duplicate"],
    ]);
  });

  it("refuse any other shape under the whole field, never throwing; nothing posted is a week closed", () => {
    for (const raw of [null, "Monday to Friday", 42, [], { days: "x" }, { exceptions: { date: "2026-12-25" } }, { days: ["on"] }]) {
      const result = schema.safeParse({ hours: raw });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]), JSON.stringify(raw)).toEqual([["hours", "shape"]]);
    }
    expect(schema.parse({ hours: undefined }).hours.week).toEqual(Array(7).fill(null));
    expect(schema.parse({ hours: { days: [undefined, { open: "on", opens: "09:00", closes: "10:00" }] } }).hours.week[1]).toEqual({ opens: "09:00", closes: "10:00" });
  });

  it("leave out a day ticked for removal", () => {
    expect(hoursFromForm({ exceptions: [{ date: "2026-12-25", closed: "on", remove: "on" }] }).value.exceptions).toEqual([]);
  });
});

describe("hours kept before they were days and times", () => {
  it("are read from the sentence the site shipped", () => {
    expect(hoursFromSentence("Monday to Friday 9:00–17:30, Saturday 10:00–16:00")).toEqual(shipped);
  });

  it("are none when the sentence says anything else, and a broken record is not read", () => {
    expect(hoursFromSentence("By appointment")).toBeNull();
    expect(readOpeningHours({ week: [nine] })).toBeNull();
    expect(readOpeningHours("Monday to Friday 9:00–17:30")).toBeNull();
  });
});
