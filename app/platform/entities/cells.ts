import type { FieldKind } from "./cell-values";
import { fieldKinds } from "./kinds";
import type { CellCodec } from "./cell-values";

export * from "./cell-values";
export { richTextToPlain } from "./kinds/rich-text";

/*
 * Each field kind's codec, as the readers of every field use it: how a declared field's value is
 * kept, starts, shows in a form, is written into a spreadsheet cell by an export and read back from
 * one by an import. Each codec is its kind's module's (kinds/). A cell that breaks the field's rules
 * throws a `CellError` naming the message to show. What a parsed tree node or picture refers to (a
 * node's id, a stored file) is the importer's to find: the codec gives back the name or the
 * address as written. Shared by browser and server.
 */

type Codecs = { [K in FieldKind]: (typeof fieldKinds)[K]["codec"] };

/** The codec of each kind. */
export const cellCodecs = Object.fromEntries(Object.entries(fieldKinds).map(([kind, module]) => [kind, module.codec])) as Codecs;

/** The codec of a field's kind, typed loosely for code that loops over every field. */
export const codecOf = (field: { kind: FieldKind }) => fieldKinds[field.kind].codec as unknown as CellCodec<unknown, unknown>;
