import { closedAllWeek, hoursFromSentence, hoursSentence, hoursToForm, openingHoursFormSchema, readOpeningHours, type OpeningHours } from "~/platform/text/opening-hours";
import { CellError } from "../cell-values";
import { need } from "./form-parts";
import { fieldKind } from "./kind";

/**
 * A week's days and times and dated exceptions (app/platform/text/opening-hours.ts). An older
 * record's sentence ('Monday to Friday 9:00–17:30') is read as days when it says only that, else as
 * no hours at all (staff type them again). Written and read back as the English sentence.
 */
export const openingHours = fieldKind<OpeningHours, OpeningHours>({
  codec: {
    empty: closedAllWeek,
    read: (raw) => readOpeningHours(raw) ?? (typeof raw === "string" ? hoursFromSentence(raw) : null) ?? closedAllWeek(),
    toForm: hoursToForm,
    write: (value) => hoursSentence(value, "en") || null,
    parse: (cell, field) => {
      if (cell.trim() === "") return closedAllWeek();
      const found = hoursFromSentence(cell);
      if (!found) throw new CellError(field.messages!.invalid!);
      return found;
    },
  },
  // A dated row with no date, times or removal is one of the spare rows offered for a new day.
  formSays: (formValue) => {
    if (!formValue || typeof formValue !== "object") return formValue;
    const { exceptions, ...rest } = formValue as { exceptions?: unknown };
    if (!Array.isArray(exceptions)) return formValue;
    const said = exceptions.filter((row: Record<string, unknown> | null | undefined) =>
      ["date", "opens", "closes", "remove"].some((part) => row?.[part] !== undefined && row?.[part] !== ""),
    );
    return { ...rest, exceptions: said };
  },
  schema: (field) =>
    openingHoursFormSchema({
      shape: need(field, "invalid"),
      time: need(field, "timeInvalid"),
      order: need(field, "closesBeforeOpens"),
      date: need(field, "dateInvalid"),
      duplicate: need(field, "dateTwice"),
      tooMany: need(field, "tooMany"),
    }),
});
