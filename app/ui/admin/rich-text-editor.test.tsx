import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RichTextDocument } from "~/platform/rich-text/document";
import { RichTextEditor, type RichTextEditorLabels } from "./rich-text-editor";

/*
 * What the editor renders before JavaScript runs (the server's HTML, and all a browser without
 * JavaScript ever gets): the body read-only, a note that editing needs JavaScript, and the
 * document unchanged in the hidden field so that saving the rest of the form keeps it. What it
 * does once started is for the browser tests.
 */

const labels: RichTextEditorLabels = {
  toolbar: "Formatting",
  paragraph: "Paragraph",
  heading2: "Heading",
  heading3: "Subheading",
  bold: "Bold",
  italic: "Italic",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  quote: "Quote",
  link: "Link",
  removeLink: "Remove link",
  insertPicture: "Insert picture",
  undo: "Undo",
  redo: "Redo",
  linkAddress: "Address",
  linkHint: "https://… or a page of this site such as /contact",
  linkApply: "Apply",
  linkCancel: "Cancel",
  linkRefused: "Links may only go to http(s) addresses or pages of this site.",
  noScript: "Editing the body needs JavaScript; saving keeps it as it is.",
  pictureFile: "Picture file",
  pictureAlt: "Picture description (alt text)",
  pictureAltHint: "What the picture shows",
  pictureAltMissing: "Describe the picture",
  pictureMissing: "Choose a picture file first",
  pictureUploading: "Sending the picture…",
  pictureApply: "Insert",
};

const body: RichTextDocument = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Oak & <walnut>" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "First line" },
        { type: "hardBreak" },
        { type: "text", text: "See " },
        { type: "text", text: "contact", marks: [{ type: "link", attrs: { href: "/contact" } }] },
      ],
    },
  ],
};
const html = "<h2>Oak &amp; &lt;walnut&gt;</h2><p>First line<br>See <a href=\"/contact\">contact</a></p>";

const render = (props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) =>
  renderToStaticMarkup(
    <RichTextEditor id="body" labelledBy="body-label" name="body" defaultValue={body} labels={labels} {...props} />,
  );

/** The value the hidden field posts, as a browser reads it from the HTML. */
const posted = (markup: string) => {
  const value = /<input type="hidden" name="body" value="([^"]*)"\/>/.exec(markup)?.[1];
  return value === undefined ? undefined : JSON.parse(value.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
};

describe("RichTextEditor before JavaScript", () => {
  it("posts the document unchanged, as JSON, in a hidden field", () => {
    const markup = render({ initialHtml: html });
    expect(posted(markup)).toEqual(body);
    expect(markup).toContain("&lt;walnut&gt;");
    expect(markup).not.toContain("<walnut>");
  });

  it("shows the server's rendering read-only, named by the field's label and described by the note", () => {
    const markup = render({ initialHtml: html, describedBy: "body-error", invalid: true });
    const preview = /<div id="body"[^>]*>(.*?)<\/div>/.exec(markup);
    expect(preview?.[1]).toBe(html);
    const box = preview?.[0] ?? "";
    expect(box).toContain('role="textbox"');
    expect(box).toContain('aria-readonly="true"');
    expect(box).toContain('aria-multiline="true"');
    expect(box).toContain('aria-labelledby="body-label"');
    expect(box).toContain('aria-describedby="body-no-script body-error"');
    expect(box).toContain('aria-invalid="true"');
    expect(box).toContain("rich-text-editor");
    expect(box).not.toContain("contenteditable");
  });

  it("shows the document's text in paragraphs when the server gave no rendering, escaped by React", () => {
    const markup = render();
    expect(markup).toContain('<p class="whitespace-pre-line">Oak &amp; &lt;walnut&gt;</p><p class="whitespace-pre-line">First line\nSee contact</p>');
    expect(markup).not.toContain("<a ");
  });

  it("says, only without JavaScript, that editing the body needs it", () => {
    const markup = render({ initialHtml: html });
    expect(markup).toContain(`<p id="body-no-script" class="mt-2 hidden text-sm text-stone no-js:block">${labels.noScript}</p>`);
  });

  it("draws the toolbar, named by the labels, unusable until the editor starts and hidden without JavaScript", () => {
    const markup = render();
    const toolbar = /<div role="toolbar"[^>]*>(.*?)<\/div>/.exec(markup);
    expect(toolbar?.[0]).toContain('aria-label="Formatting"');
    expect(toolbar?.[0]).toContain('aria-controls="body"');
    expect(toolbar?.[0]).toContain("no-js:hidden");
    const elements = [...(toolbar?.[1] ?? "").matchAll(/<button ([^>]*)>(.*?)<\/button>/g)];
    const buttons = elements.map((match) => match[1]!);
    const names = buttons.map((button) => /aria-label="([^"]*)"/.exec(button)?.[1]);
    expect(names).toEqual(["Paragraph", "Heading", "Subheading", "Bold", "Italic", "Bulleted list", "Numbered list", "Quote", "Link", "Remove link", "Undo", "Redo"]);
    for (const button of buttons) {
      expect(button).toContain('type="button"');
      expect(button).toContain('aria-disabled="true"');
    }
    // One tab stop: the first button.
    expect(buttons.map((button) => /tabindex="(-?\d)"/.exec(button)?.[1])).toEqual(["0", ...Array(11).fill("-1")]);
    // Formats say whether they are on; actions do not.
    expect(buttons.map((button) => /aria-pressed="(\w+)"/.exec(button)?.[1])).toEqual([...Array(8).fill("false"), ...Array(4).fill(undefined)]);
    // Each shows a small icon, hidden from assistive technology, which reads the button's name.
    for (const [, , inside] of elements) expect(inside).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });

  it("offers 'Insert picture' only with a way to upload one", () => {
    expect(render()).not.toContain("Insert picture");
    const withChooser = render({ uploadPicture: async () => ({ ok: false, error: "refused" }) });
    expect(withChooser).toContain('aria-label="Insert picture"');
    expect(withChooser.indexOf("Insert picture")).toBeLessThan(withChooser.indexOf('aria-label="Undo"'));
  });

  it("gives no link or picture form until one is asked for", () => {
    const markup = render({ uploadPicture: async () => ({ ok: false, error: "refused" }) });
    expect(markup).not.toContain(labels.linkAddress);
    expect(markup).not.toContain(labels.linkRefused);
    expect(markup).not.toContain(labels.pictureFile);
  });
});
