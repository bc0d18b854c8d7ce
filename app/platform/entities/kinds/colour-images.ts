import { z } from "zod";
import { CellError, nonEmptyText, parseTextCell, type CellCodec, type ColourImage, type ColourImageCell } from "../cell-values";
import { cellLines, listOf, need, optionalText, requiredText, SEPARATOR } from "./form-parts";
import { fieldKind } from "./kind";

/*
 * Colour pictures: a list of pictures, each with its colour's name. In a spreadsheet, one a line:
 * 'Colour name | address' (an address alone when it has no name), written and parsed here and
 * nowhere else.
 */

const codec: CellCodec<ColourImage[], ColourImageCell[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((image: unknown) => {
      const item = (image && typeof image === "object" ? image : {}) as Record<string, unknown>;
      return typeof item.imageUrl === "string" && item.imageUrl
        ? [{ imageUrl: item.imageUrl, altText: nonEmptyText(item.altText) }]
        : [];
    }),
  toForm: (value) =>
    value.map((image) => ({ imageUrl: image.imageUrl, altText: image.altText ?? "" })),
  write: (value, how) =>
    value
      .map((image) => `${image.altText ?? ""}${SEPARATOR}${how.pictureAddress(image.imageUrl)}`)
      .join("\n") || null,
  parse: (cell, field) => {
    const lines = cellLines(cell);
    if (field.limit !== undefined && lines.length > field.limit)
      throw new CellError(field.messages!.tooMany!);
    return lines.map((line) => {
      const split = line.lastIndexOf(SEPARATOR);
      const [name, address] =
        split >= 0
          ? [line.slice(0, split), line.slice(split + SEPARATOR.length)]
          : line.startsWith("|")
            ? ["", line.slice(1)]
            : ["", line];
      return {
        colourName: parseTextCell(name, field.parts?.colourName ?? Infinity, "colourName"),
        picture: address,
      };
    });
  },
};

export const colourImages = fieldKind({
  codec,
  schema: (field) => {
    const parts = field.parts ?? { picture: Infinity, colourName: Infinity };
    return listOf(
      field,
      z.object({
        imageUrl: requiredText(parts.picture, need(field, "pictureRequired"), need(field, "pictureTooLong")),
        altText: optionalText(parts.colourName, need(field, "colourNameTooLong")),
      }),
    );
  },
  needs: "tooMany",
});
