import { describe, expect, it } from "vitest";
import type { RichTextDocument, RichTextNode } from "./document";
import { parseRichText } from "./document";
import { renderRichText, type PictureUrl } from "./render.server";
import { localizedPath } from "~/platform/i18n/site-locale";

/*
 * The HTML a public page gets from a body, written in plain Node. Documents that the form's
 * check would refuse are given straight to the renderer too: one that reached the database by
 * another road (an import, an old version) must still come out inert.
 */

const text = (value: string, marks?: RichTextNode["marks"]): RichTextNode =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: "paragraph", content });
const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: "doc", content });
const link = (href: string, attrs: Record<string, unknown> = {}) => [{ type: "link", attrs: { href, ...attrs } }];

const pictures: Record<string, ReturnType<PictureUrl>> = {
  "project/office-1": { src: "/img/project/office-1-1280.webp", width: 1280, height: 853 },
  "uploads/2026/11/abc.jpg": { src: "/media/uploads/2026/11/abc.jpg?w=1280&f=webp&v=1a" },
};
const pictureUrl: PictureUrl = (src) => pictures[src] ?? null;
const render = (value: RichTextDocument) => renderRichText(value, { pictureUrl });

describe("renderRichText", () => {
  it("writes the site's own links in the page's language, whatever staff typed, and leaves other sites' alone", () => {
    const body = doc(
      paragraph(
        text("Oak", link("/projects/1")),
        text(" and "),
        text("the home page", link("/")),
        text(" or "),
        text("NWFA", link("https://www.nwfa.org/")),
        text(" or "),
        text("already French", link("/fr/projects/x")),
        text(" or "),
        text("a file", link("/media/uploads/2026/11/a.pdf")),
      ),
    );
    const html = renderRichText(body, { pictureUrl, siteLink: (href) => localizedPath(href, "fr") });
    expect(html).toContain('<a href="/fr/projects/1">Oak</a>');
    expect(html).toContain('<a href="/fr">the home page</a>');
    expect(html).toContain('<a href="https://www.nwfa.org/" rel="noopener noreferrer">NWFA</a>');
    expect(html).toContain('<a href="/fr/projects/x">already French</a>');
    expect(html).toContain('<a href="/media/uploads/2026/11/a.pdf">a file</a>');
    expect(render(body)).toContain('<a href="/projects/1">Oak</a>');
  });

  it("runs without a DOM", () => {
    expect(typeof document).toBe("undefined");
    expect(typeof window).toBe("undefined");
  });

  it("writes every allowed node and mark as plain HTML", () => {
    const everything = doc(
      { type: "heading", attrs: { level: 2 }, content: [text("Choosing oak")] },
      paragraph(
        text("Solid", [{ type: "bold" }]),
        text(" or ", [{ type: "italic" }]),
        text("engineered", [{ type: "bold" }, { type: "italic" }]),
        { type: "hardBreak" },
        text("see the "),
        text("guide", link("/projects/hardwood-selection-guide")),
        text(" and "),
        text("the NWFA", link("https://www.nwfa.org/")),
      ),
      { type: "heading", attrs: { level: 3 }, content: [text("Grades")] },
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("Select"))] }] },
      {
        type: "orderedList",
        attrs: { start: 3, type: "a" },
        content: [{ type: "listItem", content: [paragraph(text("Sand"))] }],
      },
      { type: "orderedList", content: [{ type: "listItem", content: [paragraph(text("Oil"))] }] },
      { type: "blockquote", content: [paragraph(text("Measure twice."))] },
      { type: "image", attrs: { src: "project/office-1", alt: "Sample boards" } },
      { type: "image", attrs: { src: "uploads/2026/11/abc.jpg", alt: "A kitchen" } },
      { type: "paragraph" },
    );
    expect(parseRichText(everything, { maxText: 10_000 }).ok).toBe(true);
    expect(render(everything)).toBe(
      [
        "<h2>Choosing oak</h2>",
        "<p><strong>Solid</strong><em> or </em><strong><em>engineered</em></strong><br>see the ",
        '<a href="/projects/hardwood-selection-guide">guide</a> and ',
        '<a href="https://www.nwfa.org/" rel="noopener noreferrer">the NWFA</a></p>',
        "<h3>Grades</h3>",
        "<ul><li><p>Select</p></li></ul>",
        '<ol start="3" type="a"><li><p>Sand</p></li></ol>',
        "<ol><li><p>Oil</p></li></ol>",
        "<blockquote><p>Measure twice.</p></blockquote>",
        '<img src="/img/project/office-1-1280.webp" alt="Sample boards" width="1280" height="853" loading="lazy" decoding="async">',
        '<img src="/media/uploads/2026/11/abc.jpg?w=1280&amp;f=webp&amp;v=1a" alt="A kitchen" loading="lazy" decoding="async">',
      ].join(""),
    );
  });

  it("escapes text and attributes", () => {
    expect(
      render(
        doc(
          paragraph(text('<script>alert("x")</script> & <img src=x onerror=alert(1)>')),
          paragraph(text("quote", link('https://example.com/?q="><script>alert(1)</script>'))),
          { type: "image", attrs: { src: "project/office-1", alt: '"><script>alert(1)</script>' } },
        ),
      ),
    ).toBe(
      "<p>&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>" +
        '<p><a href="https://example.com/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="noopener noreferrer">quote</a></p>' +
        '<img src="/img/project/office-1-1280.webp" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" width="1280" height="853" loading="lazy" decoding="async">',
    );
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
  ])("writes a link to %j, forced past the check, as its text alone", (href) => {
    const forced = doc(paragraph(text("before "), text("click", link(href)), text(" after")));
    expect(parseRichText(forced, { maxText: 100 }).ok).toBe(false);
    expect(render(forced)).toBe("<p>before click after</p>");
  });

  it("drops attributes smuggled into a forced document: events, styles, classes, targets", () => {
    const forced = doc(
      { type: "paragraph", attrs: { style: "position:fixed", class: "x", onclick: "alert(1)" }, content: [text("a")] },
      paragraph(text("b", link("https://example.com", { target: "_blank", onmouseover: "alert(1)", class: "x", rel: "opener" }))),
      { type: "image", attrs: { src: "project/office-1", alt: "Samples", onerror: "alert(1)", style: "x", title: "t" } },
      { type: "orderedList", attrs: { start: "1;x", type: "disc;x", style: "x" }, content: [{ type: "listItem", content: [paragraph(text("c"))] }] },
      { type: "heading", attrs: { level: 1, id: "x", onclick: "alert(1)" }, content: [text("d")] },
    );
    const html = render(forced);
    expect(html).toBe(
      "<p>a</p>" +
        '<p><a href="https://example.com" rel="noopener noreferrer">b</a></p>' +
        '<img src="/img/project/office-1-1280.webp" alt="Samples" width="1280" height="853" loading="lazy" decoding="async">' +
        "<ol><li><p>c</p></li></ol>" +
        "<h2>d</h2>",
    );
    expect(html).not.toMatch(/\s(on\w+|style|class|target|id|title)=/);
  });

  it("leaves out a picture the page cannot resolve, or that has no description or an unsafe value", () => {
    const forced = doc(
      { type: "image", attrs: { src: "uploads/2026/11/gone.jpg", alt: "Gone" } },
      { type: "image", attrs: { src: "project/office-1" } },
      { type: "image", attrs: { src: "project/office-1", alt: "  " } },
      { type: "image", attrs: { src: "javascript:alert(1)", alt: "x" } },
      paragraph(text("kept")),
    );
    expect(render(forced)).toBe("<p>kept</p>");
    const hostile: PictureUrl = () => ({ src: "javascript:alert(1)", width: 1 });
    expect(renderRichText(doc({ type: "image", attrs: { src: "project/office-1", alt: "x" } }), { pictureUrl: hostile })).toBe("");
    const oddSize: PictureUrl = () => ({ src: "/img/a.webp", width: 1.5, height: -3 });
    expect(renderRichText(doc({ type: "image", attrs: { src: "project/office-1", alt: "x" } }), { pictureUrl: oddSize })).toBe(
      '<img src="/img/a.webp" alt="x" loading="lazy" decoding="async">',
    );
  });

  it("leaves out unknown nodes and marks of a forced document, keeping the rest", () => {
    const forced = doc(
      { type: "table", content: [paragraph(text("cell"))] },
      paragraph(text("struck", [{ type: "strike" }, { type: "bold" }])),
      { type: "script", text: "alert(1)" } as RichTextNode,
    );
    expect(render(forced)).toBe("<p><strong>struck</strong></p>");
  });

  it("writes a forced document of broken structure as its words in paragraphs", () => {
    const forced = doc(text("<b>loose</b> text"), { type: "listItem", content: [paragraph(text("stray"))] });
    expect(render(forced)).toBe("<p>&lt;b&gt;loose&lt;/b&gt; text</p><p>stray</p>");
    expect(render(doc(paragraph(paragraph(text("a\nb")))))).toBe("<p>a<br>b</p>");
  });

  it("writes nothing for an empty document or for what is not a document", () => {
    expect(render(doc({ type: "paragraph" }))).toBe("");
    expect(render({ type: "doc", content: [] })).toBe("");
    expect(render(null as unknown as RichTextDocument)).toBe("");
    expect(render({ type: "paragraph" } as unknown as RichTextDocument)).toBe("");
    let deep: RichTextNode = paragraph(text("too deep"));
    for (let level = 0; level < 100_000; level++) deep = { type: "blockquote", content: [deep] };
    expect(render(doc(deep))).toBe("");
  });
});
