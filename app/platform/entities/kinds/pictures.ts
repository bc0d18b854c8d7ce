import { z } from "zod";
import { CellError, nonEmptyText, record, type CellCodec, type CaptionedPicture } from "../cell-values";
import { cellLines, listOf, need, optionalText, requiredText, SEPARATOR, splitPair } from "./form-parts";
import { fieldKind } from "./kind";

/** Pictures in order (a gallery), each with alt text and a caption, and their French. In a spreadsheet, one a line. */

/** One picture a line: 'Alt text | address'. */
const codec: CellCodec<CaptionedPicture[], CaptionedPicture[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      return typeof value.picture === "string" && value.picture
        ? [
            {
              picture: value.picture,
              alt: typeof value.alt === "string" ? value.alt : "",
              caption: nonEmptyText(value.caption),
              altFr: nonEmptyText(value.altFr),
              captionFr: nonEmptyText(value.captionFr),
            },
          ]
        : [];
    }),
  toForm: (value) =>
    value.map((item) => ({ picture: item.picture, alt: item.alt, caption: item.caption ?? "", altFr: item.altFr ?? "", captionFr: item.captionFr ?? "" })),
  write: (value, how) => value.map((item) => `${item.alt}${SEPARATOR}${how.pictureAddress(item.picture)}`).join("\n") || null,
  parse: (cell, field) => {
    const found = cellLines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((line) => {
      const [alt, picture] = splitPair(line);
      return { picture, alt, caption: null, altFr: null, captionFr: null };
    });
  },
};

export const pictures = fieldKind({
  codec,
  schema: (field) => {
    const limit = field.itemLimit ?? 2_000;
    return listOf(
      field,
      z.object({
        picture: requiredText(limit, need(field, "pictureRequired"), need(field, "pictureTooLong")),
        alt: requiredText(limit, need(field, "altRequired"), need(field, "captionTooLong")),
        caption: optionalText(limit, need(field, "captionTooLong")),
        altFr: optionalText(limit, need(field, "captionTooLong")),
        captionFr: optionalText(limit, need(field, "captionTooLong")),
      }),
    );
  },
  needs: "tooMany",
});
