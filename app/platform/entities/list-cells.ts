import { CellError, nonEmptyText, parseTextCell, record, type CaptionedPicture, type CellCodec, type ColourImage, type ColourImageCell, type NamedLink, type Reference } from "./cell-values";

/*
 * The codecs of the kinds that hold a list (app/platform/entities/cells.ts): colour pictures,
 * captioned pictures, named links and references, one item a line in a spreadsheet cell
 * ('left | right'). The colour pictures' cell ('Colour name | address') is written and parsed here
 * and nowhere else.
 */

const SEPARATOR = " | ";

/** One colour picture a line: 'Colour name | address' (an address alone when it has no name). */
export const colourImages: CellCodec<ColourImage[], ColourImageCell[]> = {
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
    const lines = cell
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
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

const lines = (cell: string) =>
  cell
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
/** 'left | right' as one line of a list cell; the right part alone when there is no separator. */
const splitPair = (line: string): [string, string] => {
  const split = line.lastIndexOf(SEPARATOR);
  return split >= 0 ? [line.slice(0, split).trim(), line.slice(split + SEPARATOR.length).trim()] : ["", line];
};

/** One picture a line: 'Alt text | address'. */
export const pictures: CellCodec<CaptionedPicture[], CaptionedPicture[]> = {
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
    const found = lines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((line) => {
      const [alt, picture] = splitPair(line);
      return { picture, alt, caption: null, altFr: null, captionFr: null };
    });
  },
};

/** One link a line: 'Name | address'. */
export const links: CellCodec<NamedLink[], NamedLink[]> = {
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
    const found = lines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((line) => {
      const [label, href] = splitPair(line);
      return { label, href };
    });
  },
};

/** One name a line; what each names (a product's id) is the importer's to find. */
export const references: CellCodec<Reference[], Reference[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      const id = typeof value.id === "number" && Number.isInteger(value.id) ? value.id : null;
      const label = typeof value.label === "string" && value.label ? value.label : null;
      return id !== null || label ? [{ id, label }] : [];
    }),
  toForm: (value) => value.map((item) => ({ id: item.id === null ? "" : String(item.id), label: item.label ?? "" })),
  write: (value) => value.map((item) => item.label ?? `#${item.id}`).join("\n") || null,
  parse: (cell, field) => {
    const found = lines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((label) => ({ id: null, label }));
  },
};

