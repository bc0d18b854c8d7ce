import { z } from "zod";
import { CellError, cleanText, record, type RichTextValue } from "../cell-values";
import type { FieldSpec } from "../field-spec";
import { message, need } from "./form-parts";
import { fieldKind } from "./kind";

/** The text of a rich-text document, blocks apart by blank lines (an export's cell, a search's words). */
export function richTextToPlain(value: RichTextValue): string {
  const blocks: string[] = [];
  const walk = (node: Record<string, unknown>, into: string[]) => {
    if (typeof node.text === "string") into.push(node.text);
    if (node.type === "hardBreak") into.push("\n");
    const children = Array.isArray(node.content) ? (node.content as Record<string, unknown>[]) : [];
    const isTextBlock = node.type === "paragraph" || node.type === "heading";
    if (isTextBlock) {
      const parts: string[] = [];
      for (const child of children) walk(child, parts);
      blocks.push(parts.join(""));
    } else for (const child of children) walk(child, into);
  };
  walk(value as unknown as Record<string, unknown>, []);
  return blocks.filter(Boolean).join("\n\n");
}

const EMPTY_DOC: RichTextValue = { type: "doc", content: [{ type: "paragraph" }] };

/** A rich-text document as its editor posts it (JSON); the server checks it against the editor's schema as well. */
function richTextSchema(field: FieldSpec) {
  const invalid = message(need(field, "invalid"));
  return z
    .string()
    .optional()
    .transform((value, context): RichTextValue => {
      try {
        const parsed = JSON.parse(value || '{"type":"doc"}') as RichTextValue;
        if (parsed && parsed.type === "doc" && (parsed.content === undefined || Array.isArray(parsed.content))) return parsed;
      } catch {
        // Answered below.
      }
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    })
    .superRefine((value, context) => {
      // Refused above (not a document at all, such as the JSON `null`): nothing more to say.
      if (!value || typeof value !== "object") return;
      const length = richTextToPlain(value).length;
      if (field.required && length === 0) context.addIssue({ code: "custom", message: message(need(field, "required")) });
      if (field.limit !== undefined && length > field.limit) context.addIssue({ code: "custom", message: message(need(field, "tooLong")) });
    });
}

/** A structured document (headings, lists, links, pictures), kept as ProseMirror JSON; exported as its text; an import's text becomes paragraphs. */
export const richText = fieldKind<RichTextValue, RichTextValue>({
  codec: {
    empty: () => EMPTY_DOC,
    read: (raw) => {
      const value = record(raw);
      return value.type === "doc" && (value.content === undefined || Array.isArray(value.content)) ? (value as unknown as RichTextValue) : EMPTY_DOC;
    },
    toForm: (value) => JSON.stringify(value),
    write: (value) => richTextToPlain(value) || null,
    parse: (cell, field) => {
      const paragraphs = cleanText(cell)
        .split(/\n\s*\n/)
        .map((text) => text.trim())
        .filter(Boolean);
      if (field.limit !== undefined && paragraphs.join("\n\n").length > field.limit) throw new CellError("tooLong", { field: field.label, max: field.limit });
      return paragraphs.length ? { type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) } : EMPTY_DOC;
    },
  },
  schema: richTextSchema,
});
