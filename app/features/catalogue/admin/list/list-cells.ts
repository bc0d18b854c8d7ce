import type { ImageSource } from "~/platform/media/media-source";

/**
 * What one chosen field's cell of the Products list shows, made ready by the loader
 * (list-cells.server.ts) from the field's kind: text (a multiline field's first line), a number, a
 * yes or no, the category's name, a picture, or the count of colour pictures; null when blank.
 */
export type ListCellValue = string | number | boolean | ImageSource | null;

/** The chosen fields' cells of one row, by field key. */
export type ListCells = Record<string, ListCellValue>;
