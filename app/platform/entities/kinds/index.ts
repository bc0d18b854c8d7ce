import type { FieldKind } from "../cell-values";
import { boolean } from "./boolean";
import { choice } from "./choice";
import { colourImages } from "./colour-images";
import { date, month } from "./day";
import { decimal } from "./decimal";
import type { FieldKindModule } from "./kind";
import { links } from "./links";
import { number } from "./number";
import { openingHours } from "./opening-hours";
import { picture } from "./picture";
import { pictures } from "./pictures";
import { position } from "./position";
import { references } from "./references";
import { richText } from "./rich-text";
import { treeNode } from "./tree-node";
import { multiline, text } from "./text";

/*
 * Every field kind, registered once: its module says how a value of it is kept, checked, put in a
 * form, exchanged by spreadsheets and read by visitors (kind.ts). A new kind is a module here and
 * a line below (docs/architecture.md, "A new kind of field", lists what else staff need of it).
 */
export const fieldKinds = {
  text,
  multiline,
  number,
  decimal,
  position,
  boolean,
  treeNode,
  picture,
  colourImages,
  date,
  month,
  choice,
  richText,
  pictures,
  links,
  references,
  openingHours,
} as const satisfies Record<FieldKind, { codec: object; schema: unknown }>;

/** A field's kind's module, typed loosely for code that loops over every field. */
export const kindOf = (field: { kind: FieldKind }) => fieldKinds[field.kind] as unknown as FieldKindModule<unknown, unknown>;

export type { FieldKindModule } from "./kind";
