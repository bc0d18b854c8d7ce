import { getSchema } from "@tiptap/core";
import { Node, type Schema } from "@tiptap/pm/model";
import { z } from "zod";
import { richTextExtensions } from "./extensions";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * A rich-text body as it is kept: ProseMirror's JSON, never HTML. A posted document is checked
 * twice: its shape and size by zod (cheap, before anything is built from it), then against the
 * editor's own schema, so an unknown node or mark, a bad nesting, a refused link or a picture
 * without a description is refused rather than quietly dropped. Shared by browser and server.
 */

export type RichTextMark = { type: string; attrs?: Record<string, unknown> };
export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
};
export type RichTextDocument = { type: "doc"; content: RichTextNode[] };

type RichTextProblem = "invalid" | "tooLong";
type RichTextParse = { ok: true; doc: RichTextDocument } | { ok: false; problem: RichTextProblem };

/** The most JSON a document may take, in characters. */
export const MAX_RICH_TEXT_JSON = 200_000;
/** The most nodes (blocks, list items, runs of text, pictures) a document may hold. */
export const MAX_RICH_TEXT_NODES = 5_000;
/** How deep a document may nest, the document itself and its text counted: four levels of list in a quote. */
export const MAX_RICH_TEXT_DEPTH = 12;

let schema: Schema | undefined;
/** The editor's schema, built once on first use. */
export const richTextSchema = () => (schema ??= getSchema(richTextExtensions));

export const emptyRichText = (): RichTextDocument => ({ type: "doc", content: [{ type: "paragraph" }] });

const HEADING_LEVELS = new Set([2, 3]);
/** How a numbered list may count (HTML's `type` of `<ol>`); null is 1, 2, 3. */
export const LIST_NUMBERING = new Set<unknown>(["1", "a", "A", "i", "I"]);

/**
 * Counts nodes and depth without recursion, stopping at the first limit passed, so a hostile
 * document cannot exhaust the stack before zod or ProseMirror sees it.
 */
function measure(value: unknown): RichTextProblem | null {
  let nodes = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_RICH_TEXT_DEPTH) return "invalid";
    if (++nodes > MAX_RICH_TEXT_NODES) return "tooLong";
    const content = node && typeof node === "object" ? (node as { content?: unknown }).content : undefined;
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1]);
  }
  return null;
}

const attrs = z.record(z.string().max(32), z.union([z.string().max(4096), z.number(), z.boolean(), z.null()]));
const mark = z.strictObject({ type: z.string().max(32), attrs: attrs.optional() });
const node: z.ZodType<RichTextNode> = z.lazy(() =>
  z.strictObject({
    type: z.string().max(32),
    attrs: attrs.optional(),
    content: z.array(node).optional(),
    marks: z.array(mark).optional(),
    text: z.string().optional(),
  }),
);
const shape = z.strictObject({ type: z.literal("doc"), content: z.array(node).optional() });

// Characters a text may not keep: control characters other than tab and line breaks (PostgreSQL
// refuses NUL in JSON), which pasted text sometimes carries.
// eslint-disable-next-line no-control-regex
const STRAY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The document with stray control characters taken out of its text, and texts left empty dropped. */
function withoutStrayControls(value: RichTextNode): RichTextNode {
  if (typeof value.text === "string") return { ...value, text: value.text.replace(STRAY_CONTROLS, "") };
  if (!value.content) return value;
  const content = value.content.map(withoutStrayControls).filter((child) => child.type !== "text" || child.text);
  return { ...value, content };
}

/** The rules the schema cannot state: two heading levels, and plain list numbering. */
function breaksRules(doc: Node): boolean {
  let broken = false;
  doc.descendants((child) => {
    if (child.type.name === "heading" && !HEADING_LEVELS.has(child.attrs.level)) broken = true;
    if (child.type.name === "orderedList") {
      const { start, type } = child.attrs;
      if (!(start === null || (Number.isSafeInteger(start) && Math.abs(start) <= 1_000_000))) broken = true;
      if (type !== null && !LIST_NUMBERING.has(type)) broken = true;
    }
    return !broken;
  });
  return broken;
}

/**
 * The schema of a rich-text field: a document posted as JSON (a string, as a form sends it) or
 * given as an object, of at most `maxText` characters of text (as `richTextPlainText` counts
 * them). Its output is the document as ProseMirror normalises it. An issue's message is
 * `messages.invalid` or `messages.tooLong` ("invalid" and "tooLong" unless given).
 */
export function richTextDocument({
  maxText,
  messages = { invalid: "invalid", tooLong: "tooLong" },
}: {
  maxText: number;
  messages?: Record<RichTextProblem, string>;
}) {
  return z
    .unknown()
    .transform((value, context) => {
      let json = value;
      let size: number | undefined;
      const problem = (kind: RichTextProblem) => {
        context.addIssue({ code: "custom", message: messages[kind], params: { problem: kind } });
        return z.NEVER;
      };
      if (typeof value === "string") {
        if (value.length > MAX_RICH_TEXT_JSON) return problem("tooLong");
        try {
          json = JSON.parse(value);
        } catch {
          return problem("invalid");
        }
        size = value.length;
      }
      const measured = measure(json);
      if (measured) return problem(measured);
      try {
        size ??= JSON.stringify(json)?.length ?? 0;
      } catch {
        return problem("invalid");
      }
      if (size > MAX_RICH_TEXT_JSON) return problem("tooLong");
      const parsed = shape.safeParse(json);
      if (!parsed.success) return problem("invalid");
      const cleaned = withoutStrayControls(parsed.data as RichTextNode);
      if (!cleaned.content?.length) return emptyRichText();
      let doc: Node;
      try {
        doc = Node.fromJSON(richTextSchema(), cleaned);
        doc.check();
      } catch {
        return problem("invalid");
      }
      if (breaksRules(doc)) return problem("invalid");
      const normalised = doc.toJSON() as RichTextDocument;
      if (richTextPlainText(normalised).length > maxText) return problem("tooLong");
      return normalised;
    });
}

/** Checks a posted or stored document: the normalised document, or why it was refused. */
export function parseRichText(value: unknown, { maxText }: { maxText: number }): RichTextParse {
  const result = richTextDocument({ maxText }).safeParse(value);
  if (result.success) return { ok: true, doc: result.data };
  const problem = result.error.issues[0]?.message === "tooLong" ? "tooLong" : "invalid";
  return { ok: false, problem };
}

const TEXT_BLOCKS = new Set(["paragraph", "heading"]);

/**
 * The document's text, its blocks (paragraphs, headings, each list item's paragraphs) apart by
 * blank lines and line breaks kept: for search, excerpts and length limits. Pictures add nothing.
 */
export function richTextPlainText(doc: RichTextDocument): string {
  const blocks: string[] = [];
  const inline = (parts: string[], child: RichTextNode) => {
    if (typeof child.text === "string") parts.push(child.text);
    else if (child.type === "hardBreak") parts.push("\n");
  };
  const walk = (value: RichTextNode) => {
    if (TEXT_BLOCKS.has(value.type)) {
      const parts: string[] = [];
      for (const child of value.content ?? []) inline(parts, child);
      const text = parts.join("");
      if (text.trim()) blocks.push(text);
    } else for (const child of value.content ?? []) walk(child);
  };
  walk(doc);
  return blocks.join("\n\n");
}

/** Every picture the document shows, by its stored value, in reading order. */
export function richTextPictures(doc: RichTextDocument): string[] {
  const pictures: string[] = [];
  const walk = (value: RichTextNode) => {
    if (value.type === "image" && typeof value.attrs?.src === "string") pictures.push(value.attrs.src);
    for (const child of value.content ?? []) walk(child);
  };
  walk(doc);
  return pictures;
}

/** A block's text as nodes: line breaks become hard breaks; no text, no nodes (ProseMirror has no empty text). */
function inlineText(text: string): RichTextNode[] | undefined {
  const nodes: RichTextNode[] = [];
  text.split(/\r\n?|\n/).forEach((line, index) => {
    if (index > 0) nodes.push({ type: "hardBreak" });
    if (line) nodes.push({ type: "text", text: line });
  });
  return nodes.length ? nodes : undefined;
}

const paragraph = (text: string): RichTextNode => {
  const content = inlineText(text);
  return content ? { type: "paragraph", content } : { type: "paragraph" };
};

/** One block of a body kept as plain blocks (a former article body): headings, paragraphs, lists. */
export type TextBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[] };

/** A document from the former article body: headings at level 2, paragraphs, and bulleted lists. */
export function richTextFromBlocks(blocks: readonly TextBlock[]): RichTextDocument {
  const content = blocks.flatMap((block): RichTextNode[] => {
    switch (block.type) {
      case "heading": {
        const text = inlineText(block.text);
        return [text ? { type: "heading", attrs: { level: 2 }, content: text } : { type: "heading", attrs: { level: 2 } }];
      }
      case "paragraph":
        return [paragraph(block.text)];
      case "list":
        // A list must hold an item; an empty one is left out.
        return block.items.length
          ? [{ type: "bulletList", content: block.items.map((item) => ({ type: "listItem", content: [paragraph(item)] })) }]
          : [];
    }
  });
  return content.length ? { type: "doc", content } : emptyRichText();
}

/** A document of plain paragraphs (a former text field's paragraphs). */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichTextDocument {
  return paragraphs.length ? { type: "doc", content: paragraphs.map(paragraph) } : emptyRichText();
}
