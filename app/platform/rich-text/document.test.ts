import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  emptyRichText,
  MAX_RICH_TEXT_JSON,
  MAX_RICH_TEXT_NODES,
  parseRichText,
  richTextDocument,
  richTextFromBlocks,
  richTextFromParagraphs,
  richTextPictures,
  richTextPlainText,
  type RichTextDocument,
  type RichTextNode,
  type TextBlock,
} from "./document";

/*
 * What the server accepts as a rich-text body: the shape, the limits, and the editor's own schema.
 * Each refusal is of something a hand-made form post could carry.
 */

const text = (value: string, marks?: RichTextNode["marks"]): RichTextNode =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: "paragraph", content });
const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: "doc", content });
const linked = (href: string) => doc(paragraph(text("click", [{ type: "link", attrs: { href } }])));
const parse = (value: unknown, maxText = 10_000) => parseRichText(value, { maxText });

/** Every node and mark a body may hold, as ProseMirror writes it back. */
const everything: RichTextDocument = doc(
  { type: "heading", attrs: { level: 2 }, content: [text("Choosing oak")] },
  paragraph(
    text("Solid ", [{ type: "bold" }]),
    text("or", [{ type: "bold" }, { type: "italic" }]),
    text(" engineered"),
    { type: "hardBreak" },
    text("see the ", []),
    text("guide", [{ type: "link", attrs: { href: "/projects/hardwood-selection-guide" } }]),
    text(" or "),
    text("the NWFA", [{ type: "link", attrs: { href: "https://www.nwfa.org/" } }]),
  ),
  { type: "heading", attrs: { level: 3 }, content: [text("Grades")] },
  { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("Select"))] }] },
  {
    type: "orderedList",
    attrs: { start: 3, type: null },
    content: [{ type: "listItem", content: [paragraph(text("Sand")), { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("twice"))] }] }] }],
  },
  { type: "blockquote", content: [paragraph(text("Measure twice."))] },
  { type: "image", attrs: { src: "project/office-1", alt: "Sample boards fanned out" } },
  { type: "paragraph" },
);

describe("parseRichText", () => {
  it("accepts every allowed node and mark, as an object or as the JSON a form posts", () => {
    const expected = structuredClone(everything);
    // ProseMirror leaves out empty mark lists and sorts marks by the schema's order.
    expected.content[1]!.content![4] = text("see the ");
    expect(parse(everything)).toEqual({ ok: true, doc: expected });
    expect(parse(JSON.stringify(everything))).toEqual({ ok: true, doc: expected });
  });

  it("normalises: neighbouring texts with the same marks join, and a missing list numbering is written out", () => {
    const result = parse(
      doc(paragraph(text("Oak "), text("floors")), {
        type: "orderedList",
        content: [{ type: "listItem", content: [paragraph(text("one"))] }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      doc: doc(paragraph(text("Oak floors")), {
        type: "orderedList",
        attrs: { start: 1, type: null },
        content: [{ type: "listItem", content: [paragraph(text("one"))] }],
      }),
    });
  });

  it("treats no content as the empty document", () => {
    expect(parse({ type: "doc" })).toEqual({ ok: true, doc: emptyRichText() });
    expect(parse('{"type":"doc","content":[]}')).toEqual({ ok: true, doc: emptyRichText() });
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\nscript:alert(1)",
    " javascript:alert(1)",
    "&#106;avascript:alert(1)",
    "//evil.example",
    "data:text/html,<script>alert(1)</script>",
    "mailto:sales@example.com",
    "",
  ])("refuses a link to %j", (href) => {
    expect(parse(linked(href))).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses a link without an address", () => {
    expect(parse(doc(paragraph(text("click", [{ type: "link" }]))))).toEqual({ ok: false, problem: "invalid" });
  });

  it("drops attributes no node or mark has: events, styles, classes, targets", () => {
    const smuggled = doc(
      { type: "paragraph", attrs: { style: "position:fixed", class: "x", onclick: "alert(1)" }, content: [text("a")] },
      paragraph(
        text("b", [{ type: "link", attrs: { href: "https://example.com", target: "_blank", onmouseover: "alert(1)", rel: "opener" } }]),
      ),
      { type: "image", attrs: { src: "project/office-1", alt: "Samples", onerror: "alert(1)", title: "t", width: 9000, style: "x" } },
    );
    expect(parse(smuggled)).toEqual({
      ok: true,
      doc: doc(
        paragraph(text("a")),
        paragraph(text("b", [{ type: "link", attrs: { href: "https://example.com" } }])),
        { type: "image", attrs: { src: "project/office-1", alt: "Samples" } },
      ),
    });
  });

  it.each([
    ["no description", { src: "project/office-1" }],
    ["an empty description", { src: "project/office-1", alt: "" }],
    ["a blank description", { src: "project/office-1", alt: "   " }],
    ["no picture", { alt: "Samples" }],
    ["a script for a picture", { src: "javascript:alert(1)", alt: "Samples" }],
    ["inline data for a picture", { src: "data:image/png;base64,AAAA", alt: "Samples" }],
  ])("refuses a picture with %s", (_, attrs) => {
    expect(parse(doc({ type: "image", attrs }))).toEqual({ ok: false, problem: "invalid" });
  });

  it.each([
    ["a picture inside a paragraph", doc(paragraph({ type: "image", attrs: { src: "project/a", alt: "A" } }))],
    ["an unknown node", doc({ type: "table", content: [] })],
    ["a node the editor leaves out", doc({ type: "codeBlock", content: [text("x")] })],
    ["a horizontal rule", doc({ type: "horizontalRule" })],
    ["an unknown mark", doc(paragraph(text("x", [{ type: "strike" }])))],
    ["underline", doc(paragraph(text("x", [{ type: "underline" }])))],
    ["a mark twice", doc(paragraph(text("x", [{ type: "bold" }, { type: "bold" }])))],
    ["a heading of level 1", doc({ type: "heading", attrs: { level: 1 }, content: [text("x")] })],
    ["a heading of level 4", doc({ type: "heading", attrs: { level: 4 }, content: [text("x")] })],
    ["a heading without a level", doc({ type: "heading", content: [text("x")] })],
    ["a list numbered by a style", doc({ type: "orderedList", attrs: { type: "disc;background:red" }, content: [{ type: "listItem", content: [paragraph(text("x"))] }] })],
    ["text straight in the document", doc(text("x"))],
    ["a list item outside a list", doc({ type: "listItem", content: [paragraph(text("x"))] })],
    ["an empty list", doc({ type: "bulletList", content: [] })],
    ["a paragraph in a paragraph", doc(paragraph(paragraph(text("x"))))],
    ["a text that is not a string", doc(paragraph({ type: "text", text: 5 } as unknown as RichTextNode))],
    ["an unknown key", { type: "doc", content: [], html: "<script>" }],
    ["another top node", { type: "paragraph", content: [] }],
  ])("refuses %s", (_, value) => {
    expect(parse(value)).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses what is not a document at all", () => {
    for (const value of [null, undefined, 3, [], "", "not json", "<p>hi</p>", '"doc"', "{"])
      expect(parse(value), String(value)).toEqual({ ok: false, problem: "invalid" });
  });

  it("takes stray control characters out of text (the database refuses NUL), and empty texts away", () => {
    expect(parse(doc(paragraph(text("a\u0000b\u000bc\td")), paragraph(text("\u0001"))))).toEqual({
      ok: true,
      doc: doc(paragraph(text("abc\td")), { type: "paragraph" }),
    });
    expect(parse(doc(paragraph(text(""))))).toEqual({ ok: true, doc: emptyRichText() });
  });

  describe("limits", () => {
    const paragraphs = (count: number) => doc(...Array.from({ length: count }, () => paragraph(text("x"))));

    it("counts the text as richTextPlainText does, up to the field's limit", () => {
      const twoBlocks = doc(paragraph(text("a".repeat(10))), paragraph(text("b".repeat(10))));
      expect(parse(twoBlocks, 22).ok).toBe(true);
      expect(parse(twoBlocks, 21)).toEqual({ ok: false, problem: "tooLong" });
    });

    it("refuses more JSON than a body needs, before parsing it", () => {
      const long = JSON.stringify(doc(paragraph(text("a".repeat(MAX_RICH_TEXT_JSON)))));
      expect(parse(long, Infinity)).toEqual({ ok: false, problem: "tooLong" });
      expect(parse(JSON.parse(long), Infinity)).toEqual({ ok: false, problem: "tooLong" });
    });

    it("refuses too many nodes", () => {
      // Each paragraph is two nodes: itself and its text.
      const most = (MAX_RICH_TEXT_NODES - 1) / 2;
      expect(parse(paragraphs(Math.floor(most)), Infinity).ok).toBe(true);
      expect(parse(paragraphs(Math.floor(most) + 1), Infinity)).toEqual({ ok: false, problem: "tooLong" });
    });

    it("refuses nesting deeper than four lists inside a quote, and survives a hostile depth", () => {
      const nested = (levels: number): RichTextNode => {
        let item: RichTextNode = { type: "listItem", content: [paragraph(text("x"))] };
        for (let level = 1; level < levels; level++)
          item = { type: "listItem", content: [paragraph(text("x")), { type: "bulletList", content: [item] }] };
        return { type: "bulletList", content: [item] };
      };
      expect(parse(doc({ type: "blockquote", content: [nested(4)] })).ok).toBe(true);
      expect(parse(doc({ type: "blockquote", content: [nested(5)] }))).toEqual({ ok: false, problem: "invalid" });
      const deep = `${'{"type":"blockquote","content":['.repeat(5_000)}${"]}".repeat(5_000)}`;
      expect(parse(`{"type":"doc","content":[${deep}]}`, Infinity)).toEqual({ ok: false, problem: "invalid" });
      let deeper: RichTextNode = paragraph(text("x"));
      for (let level = 0; level < 100_000; level++) deeper = { type: "blockquote", content: [deeper] };
      expect(parse(doc(deeper), Infinity)).toEqual({ ok: false, problem: "invalid" });
      const circular: RichTextNode = { type: "blockquote", content: [] };
      circular.content!.push(circular);
      expect(parse(doc(circular))).toEqual({ ok: false, problem: "invalid" });
    });
  });
});

describe("richTextDocument", () => {
  it("is a form field's schema with the form's own messages", () => {
    const form = z.object({
      body: richTextDocument({ maxText: 5, messages: { invalid: "form.body.invalid", tooLong: "form.body.tooLong" } }),
    });
    expect(form.safeParse({ body: JSON.stringify(doc(paragraph(text("short")))) }).data).toEqual({
      body: doc(paragraph(text("short"))),
    });
    expect(form.safeParse({ body: JSON.stringify(doc(paragraph(text("longer")))) }).error?.issues[0]?.message).toBe("form.body.tooLong");
    expect(form.safeParse({ body: JSON.stringify(linked("javascript:alert(1)")) }).error?.issues[0]?.message).toBe("form.body.invalid");
  });
});

describe("richTextPlainText", () => {
  it("puts a blank line between blocks, keeps line breaks and leaves out pictures and empty blocks", () => {
    expect(richTextPlainText(everything)).toBe(
      ["Choosing oak", "Solid or engineered\nsee the guide or the NWFA", "Grades", "Select", "Sand", "twice", "Measure twice."].join("\n\n"),
    );
    expect(richTextPlainText(emptyRichText())).toBe("");
  });
});

describe("richTextPictures", () => {
  it("lists every picture in reading order", () => {
    const pictures = doc(
      { type: "image", attrs: { src: "uploads/2026/11/a.jpg", alt: "A" } },
      { type: "blockquote", content: [{ type: "image", attrs: { src: "project/office-1", alt: "B" } }] },
      { type: "image", attrs: { src: "https://cdn.example.com/c.jpg", alt: "C" } },
    );
    expect(richTextPictures(pictures)).toEqual(["uploads/2026/11/a.jpg", "project/office-1", "https://cdn.example.com/c.jpg"]);
    expect(richTextPictures(everything)).toEqual(["project/office-1"]);
  });
});

describe("richTextFromBlocks", () => {
  const blocks: TextBlock[] = [
    { type: "paragraph", text: "Intro" },
    { type: "heading", text: "Solid or Engineered?" },
    { type: "list", items: ["Solid", "Engineered"] },
    { type: "list", items: [] },
    { type: "paragraph", text: "Two\nlines" },
  ];

  it("turns headings into level-2 headings, lists into bulleted lists, line breaks into hard breaks", () => {
    expect(richTextFromBlocks(blocks)).toEqual(
      doc(
        paragraph(text("Intro")),
        { type: "heading", attrs: { level: 2 }, content: [text("Solid or Engineered?")] },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [paragraph(text("Solid"))] },
            { type: "listItem", content: [paragraph(text("Engineered"))] },
          ],
        },
        paragraph(text("Two"), { type: "hardBreak" }, text("lines")),
      ),
    );
  });

  it("gives the empty document for no blocks, and keeps empty texts valid", () => {
    expect(richTextFromBlocks([])).toEqual(emptyRichText());
    const empties = richTextFromBlocks([{ type: "heading", text: "" }, { type: "paragraph", text: "" }]);
    expect(parse(empties)).toEqual({ ok: true, doc: empties });
  });
});

describe("richTextFromParagraphs", () => {
  it("makes one paragraph each", () => {
    const converted = richTextFromParagraphs(["First", "Second"]);
    expect(converted).toEqual(doc(paragraph(text("First")), paragraph(text("Second"))));
    expect(parse(converted)).toEqual({ ok: true, doc: converted });
    expect(richTextFromParagraphs([])).toEqual(emptyRichText());
  });
});
