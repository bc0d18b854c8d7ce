import { fieldKind } from "./kind";
import { number, wholeNumberSchema } from "./number";

/**
 * A record's place in its list (its display order): a whole number kept and exchanged as
 * `number` is; the editor shows it as the place it gives, not as a box for a number.
 */
export const position = fieldKind({ codec: number.codec, schema: wholeNumberSchema, needs: "invalid" });
