import { richTextSchema } from "./document";
import { getSchema } from "@tiptap/core";
import type { Schema, TagParseRule } from "@tiptap/pm/model";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isAllowedLink,
  isPictureAlt,
  isPictureValue,
  linkAttributes,
  richTextEditorExtensions,
  richTextExtensions,
} from "./extensions";

/*
 * What a document may hold and which addresses its links and pictures may name. The schema's
 * HTML parse rules are read here too: they decide what survives a paste in the editor, and
 * reading them needs no DOM.
 */

const schema = getSchema(richTextExtensions);

describe("isAllowedLink, as documents use it", () => {
  it.each([
    "https://example.com",
    "http://example.com/path?q=1#top",
    "HTTPS://EXAMPLE.COM/",
    "https://例え.jp/パス",
    "/",
    "/projects/oak?colour=natural#sizes",
    "/projects/hardwood-selection-guide",
  ])("accepts %j", (href) => {
    expect(isAllowedLink(href)).toBe(true);
  });

  it.each([
    "",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "\u0000javascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
    "mailto:sales@example.com",
    "tel:+15551234567",
    "ftp://example.com/file",
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://",
    " https://example.com",
    "https://example.com ",
    "https://exa mple.com",
    "example.com",
    "www.example.com",
    "projects/relative",
    "./relative",
    "../relative",
    "#top",
    "?q=1",
    `https://example.com/${"a".repeat(2048)}`,
  ])("refuses %j", (href) => {
    expect(isAllowedLink(href)).toBe(false);
  });
});

describe("linkAttributes", () => {
  it("keeps other sites from reaching back through the opened page, and never sets a target", () => {
    expect(linkAttributes("https://example.com/")).toEqual({ href: "https://example.com/", rel: "noopener noreferrer" });
    expect(linkAttributes("/contact")).toEqual({ href: "/contact" });
    expect(linkAttributes("javascript:alert(1)")).toBeNull();
    expect(linkAttributes(42)).toBeNull();
    expect(linkAttributes(undefined)).toBeNull();
  });
});

describe("links", () => {
  it("end where they were made: text typed right after a link is not pulled into it", () => {
    expect(richTextSchema().marks.link!.spec.inclusive).toBe(false);
  });
});

describe("pictures", () => {
  it("accepts generated-image keys and upload keys", () => {
    for (const src of ["project/office-1", "uploads/2026/11/abc123.jpg"]) expect(isPictureValue(src), src).toBe(true);
  });

  it("refuses every other site's address: a picture from elsewhere is a tracking pixel", () => {
    for (const src of ["https://elsewhere.example/pixel.png", "http://cdn.example.com/a.jpg", "HTTPS://elsewhere.example/a.jpg"])
      expect(isPictureValue(src), src).toBe(false);
  });

  it("refuses scripts, data, paths that climb out, and absolute or odd paths", () => {
    for (const src of [
      "",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "../secrets.txt",
      "uploads/../../etc/passwd",
      "/etc/passwd",
      "//evil.example/a.jpg",
      "uploads\\a.jpg",
      "uploads/a b.jpg",
      ".hidden/a.jpg",
    ])
      expect(isPictureValue(src), src).toBe(false);
    expect(isPictureValue(undefined)).toBe(false);
  });

  it("needs a description of visible text on one line", () => {
    expect(isPictureAlt("Oak boards in a kitchen")).toBe(true);
    for (const alt of ["", "   ", "two\nlines", "a".repeat(501), null, undefined, 3]) expect(isPictureAlt(alt)).toBe(false);
  });
});

describe("richTextExtensions", () => {
  it("make a schema of exactly the allowed nodes and marks", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ["blockquote", "bulletList", "doc", "hardBreak", "heading", "image", "listItem", "orderedList", "paragraph", "text"].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link"]);
  });

  it("give a link its address alone, and a picture its value and description, both required", () => {
    expect(Object.keys(schema.marks.link!.spec.attrs!)).toEqual(["href"]);
    expect(Object.keys(schema.nodes.image!.spec.attrs!)).toEqual(["src", "alt"]);
    expect(schema.nodes.image!.isBlock).toBe(true);
    expect(() => schema.marks.link!.create({})).toThrow();
    expect(() => schema.nodes.image!.create({ src: "project/office-1" })).toThrow();
    expect(() => schema.marks.link!.create({ href: "javascript:alert(1)" })).toThrow();
    expect(() => schema.nodes.image!.create({ src: "project/office-1", alt: "" })).toThrow();
    expect(schema.nodes.image!.create({ src: "project/office-1", alt: "Samples" }).attrs).toEqual({
      src: "project/office-1",
      alt: "Samples",
    });
  });

  it("parse only these tags from pasted HTML: no pictures, tables, code, fonts or styles", () => {
    const tags = (of: Schema) =>
      [
        ...Object.values(of.nodes).flatMap((type) => type.spec.parseDOM ?? []),
        ...Object.values(of.marks).flatMap((type) => type.spec.parseDOM ?? []),
      ]
        .map((rule) => ("tag" in rule ? rule.tag : undefined))
        .filter(Boolean)
        .sort();
    expect(tags(schema)).toEqual(["a[href]", "b", "blockquote", "br", "em", "h2", "h3", "i", "li", "ol", "p", "strong", "ul"].sort());
    // Bold and italic may also come from a style; no other rule reads one.
    const styles = Object.values(schema.marks).flatMap((type) =>
      (type.spec.parseDOM ?? []).map((rule) => ("style" in rule ? rule.style : undefined)).filter(Boolean),
    );
    expect(styles.every((style) => /^font-(weight|style)/.test(String(style)))).toBe(true);
  });

  it("take a pasted link only to an allowed address", () => {
    const rule = schema.marks.link!.spec.parseDOM![0] as TagParseRule;
    expect(rule.tag).toBe("a[href]");
    // The rule reads nothing of the element but its address.
    const pasted = (href: string) => rule.getAttrs!({ getAttribute: () => href } as unknown as HTMLElement);
    expect(pasted("javascript:alert(1)")).toBe(false);
    expect(pasted("mailto:sales@example.com")).toBe(false);
    expect(pasted("//evil.example")).toBe(false);
    expect(pasted("https://example.com")).not.toBe(false);
  });

  it("for the editor differ only in how a picture is drawn", () => {
    const editorSchema = getSchema(richTextEditorExtensions((src) => `/img/${src}.webp`));
    const specs = (of: Schema) =>
      Object.fromEntries(
        [...Object.entries(of.nodes), ...Object.entries(of.marks)].map(([name, type]) => [
          name,
          { attrs: Object.keys(type.spec.attrs ?? {}), content: "content" in type.spec ? type.spec.content : undefined },
        ]),
      );
    expect(specs(editorSchema)).toEqual(specs(schema));
    const picture = editorSchema.nodes.image!.create({ src: "project/office-1", alt: "Samples" });
    expect(editorSchema.nodes.image!.spec.toDOM!(picture)).toEqual(["img", { src: "/img/project/office-1.webp", alt: "Samples" }]);
    expect(schema.nodes.image!.spec.toDOM!(picture)).toEqual(["img", { src: null, alt: "Samples" }]);
  });

  it("write a link with the address rules in the editor too", () => {
    const link = (href: string) => schema.marks.link!.spec.toDOM!(schema.marks.link!.create({ href }), true);
    expect(link("https://example.com")).toEqual(["a", { href: "https://example.com", rel: "noopener noreferrer" }, 0]);
    expect(link("/contact")).toEqual(["a", { href: "/contact" }, 0]);
  });

  it("can be imported by the server: nothing that needs React or a DOM", () => {
    const source = readFileSync(new URL("./extensions.ts", import.meta.url), "utf8");
    const imports = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
    expect(imports.sort()).toEqual([
      "@tiptap/core",
      "@tiptap/extension-image",
      "@tiptap/extension-link",
      "@tiptap/starter-kit",
      "~/platform/storage/upload-storage",
      "~/platform/text/safe-link",
    ]);
  });
});
