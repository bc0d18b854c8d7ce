import { z } from "zod";
import { isAllowedLink } from "~/platform/text/safe-link";
import { CellError, record, type CellCodec, type NamedLink } from "../cell-values";
import { cellLines, listOf, message, need, requiredText, SEPARATOR, splitPair } from "./form-parts";
import { fieldKind } from "./kind";

/** Named addresses (a social network's page). In a spreadsheet, one a line. */

/** One link a line: 'Name | address'. */
const codec: CellCodec<NamedLink[], NamedLink[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      return typeof value.href === "string" && value.href
        ? [{ label: typeof value.label === "string" ? value.label : "", href: value.href }]
        : [];
    }),
  toForm: (value) => value.map((item) => ({ ...item })),
  write: (value) => value.map((item) => `${item.label}${SEPARATOR}${item.href}`).join("\n") || null,
  parse: (cell, field) => {
    const found = cellLines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((line) => {
      const [label, href] = splitPair(line);
      return { label, href };
    });
  },
};

export const links = fieldKind({
  codec,
  schema: (field) => {
    const limit = field.itemLimit ?? 2_000;
    return listOf(
      field,
      z.object({
        label: requiredText(limit, need(field, "labelRequired"), need(field, "tooLong")),
        href: requiredText(limit, need(field, "linkInvalid"), need(field, "linkInvalid")).refine(isAllowedLink, message(need(field, "linkInvalid"))),
      }),
    );
  },
  needs: "tooMany",
});
