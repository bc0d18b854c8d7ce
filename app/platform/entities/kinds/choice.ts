import { wordSchema } from "./day";
import { fieldKind } from "./kind";
import { text } from "./text";

/** One of a list of words (a page's place, a state): kept, shown and written as the word it is. */
export const choice = fieldKind({
  codec: text.codec,
  schema: (field) => wordSchema(field, (value) => !field.options || field.options.includes(value)),
  needs: "invalid",
});
