import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Redo2,
  TextQuote,
  Undo2,
  Unlink,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { richTextPlainText, type RichTextDocument } from "~/platform/rich-text/document";
import { isPictureAlt, isPictureValue, richTextEditorExtensions } from "~/platform/rich-text/extensions";
import { LinkPanel, PicturePanel, type LinkPanelLabels, type PictureUpload, type PicturePanelLabels } from "./rich-text-panels";
import "./rich-text-editor.css";

/*
 * The admin's editor of a rich-text body (news articles, project details). The document travels
 * as JSON in a hidden input, so the form posts it like any other field and the server checks it
 * (app/platform/rich-text/document.ts). The editor starts in the browser only; until then, and for
 * good without JavaScript, the body is shown read-only and the hidden input keeps the document as
 * it was, so saving the rest of the form never loses it. Every text it shows comes from `labels`.
 */

export interface RichTextEditorLabels extends LinkPanelLabels, PicturePanelLabels {
  /** The toolbar's name, e.g. "Formatting". */
  toolbar: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  removeLink: string;
  undo: string;
  redo: string;
  /** Shown without JavaScript: the body cannot be edited without it. */
  noScript: string;
}

interface RichTextEditorProps {
  /** The editable area's id, for the field's label or heading to point at. */
  id: string;
  /** The id of the element that names the field (its label or heading). */
  labelledBy?: string;
  /** The form field the document is posted in, as JSON. */
  name: string;
  defaultValue: RichTextDocument;
  labels: RichTextEditorLabels;
  /** The document as the server rendered it (renderRichText), shown until the editor starts. */
  initialHtml?: string;
  /** Sends a picture file and answers with its stored value; without it the toolbar offers no picture. */
  uploadPicture?: PictureUpload;
  /** Where the editor shows the pictures the document already has: stored value to address. */
  pictureUrls?: Record<string, string>;
  /** The document's language (a French body takes a library picture's French description). */
  language?: "en" | "fr";
  invalid?: boolean;
  /** The ids of the field's hint and message. */
  describedBy?: string;
}

type ToolState = {
  paragraph: boolean;
  heading2: boolean;
  heading3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  quote: boolean;
  link: boolean;
  undo: boolean;
  redo: boolean;
};

interface Tool {
  key: keyof RichTextEditorLabels;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** For a format that is on or off where the cursor is (announced as pressed). */
  pressed?: keyof ToolState;
  /** For an action that is sometimes impossible (nothing to undo). */
  enabled?: keyof ToolState;
}

const focused = (editor: Editor) => editor.chain().focus();

const FORMATS: Tool[] = [
  { key: "paragraph", icon: Pilcrow, pressed: "paragraph", run: (e) => focused(e).setParagraph().run() },
  { key: "heading2", icon: Heading2, pressed: "heading2", run: (e) => focused(e).toggleHeading({ level: 2 }).run() },
  { key: "heading3", icon: Heading3, pressed: "heading3", run: (e) => focused(e).toggleHeading({ level: 3 }).run() },
  { key: "bold", icon: Bold, pressed: "bold", run: (e) => focused(e).toggleBold().run() },
  { key: "italic", icon: Italic, pressed: "italic", run: (e) => focused(e).toggleItalic().run() },
  { key: "bulletList", icon: List, pressed: "bulletList", run: (e) => focused(e).toggleBulletList().run() },
  { key: "orderedList", icon: ListOrdered, pressed: "orderedList", run: (e) => focused(e).toggleOrderedList().run() },
  { key: "quote", icon: TextQuote, pressed: "quote", run: (e) => focused(e).toggleBlockquote().run() },
];
const UNLINK: Tool = {
  key: "removeLink",
  icon: Unlink,
  enabled: "link",
  run: (e) => focused(e).extendMarkRange("link").unsetLink().run(),
};
const HISTORY: Tool[] = [
  { key: "undo", icon: Undo2, enabled: "undo", run: (e) => focused(e).undo().run() },
  { key: "redo", icon: Redo2, enabled: "redo", run: (e) => focused(e).redo().run() },
];

function toolState(editor: Editor | null): ToolState | null {
  if (!editor) return null;
  return {
    paragraph: editor.isActive("paragraph"),
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    quote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
}

export function RichTextEditor({
  id,
  labelledBy,
  name,
  defaultValue,
  labels,
  initialHtml,
  uploadPicture,
  pictureUrls,
  language = "en",
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const hidden = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => JSON.stringify(defaultValue));
  const changed = useRef(false);
  const toolbar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [panel, setPanel] = useState<{ open: "link"; href: string } | { open: "picture" } | null>(null);
  // Addresses of the pictures shown: those the document came with, and those uploaded since.
  const shown = useRef(new Map(Object.entries(pictureUrls ?? {})));
  const noScriptId = `${id}-no-script`;
  const panelId = `${id}-panel`;

  const attributes = useMemo(
    () => ({
      id,
      role: "textbox",
      "aria-multiline": "true",
      ...(labelledBy ? { "aria-labelledby": labelledBy } : {}),
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
      class: "rich-text-editor field-control min-h-64 py-3",
    }),
    [id, labelledBy, describedBy, invalid],
  );

  // Made once: the editor keeps them; the map of addresses is read as each picture is drawn.
  const extensions = useMemo(() => richTextEditorExtensions((src) => shown.current.get(src) ?? null), []);
  const editor = useEditor({
    extensions,
    content: defaultValue,
    // The page is rendered on the server; the editor is made in the browser, after hydration.
    immediatelyRender: false,
    // Only what changes re-renders: the toolbar through useEditorState, the hidden field through onUpdate.
    shouldRerenderOnTransaction: false,
    // Given again on each render, so a new message or state reaches the editable element.
    editorProps: { attributes },
    onUpdate: ({ editor: edited }) => {
      changed.current = true;
      setValue(JSON.stringify(edited.getJSON()));
    },
  });

  // Forms that watch their fields (unsaved-changes prompts, live validation) hear of an edit as of typing.
  useEffect(() => {
    if (!changed.current) return;
    hidden.current?.dispatchEvent(new Event("input", { bubbles: true }));
    hidden.current?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [value]);

  // The editor of this render, not the snapshot's: the snapshot names the editor only after its
  // first transaction, and the toolbar must work before the text is first clicked.
  const state = useEditorState({ editor, selector: () => toolState(editor) });

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  const openLink = () => {
    if (!editor) return;
    const href = editor.getAttributes("link").href;
    setPanel({ open: "link", href: typeof href === "string" ? href : "" });
  };

  const applyLink = (href: string) => {
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setPanel(null);
  };

  const applyPicture = (picture: { src: string; url: string; alt: string }) => {
    if (!editor) return;
    // Only stored values and a real description: anything else the server's check would refuse.
    if (isPictureValue(picture.src) && isPictureAlt(picture.alt)) {
      shown.current.set(picture.src, picture.url);
      editor.chain().focus().setImage({ src: picture.src, alt: picture.alt }).run();
    }
    setPanel(null);
  };

  // One tab stop for the whole toolbar; the arrow keys, Home and End move between its buttons.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight" ? (at + 1) % buttons.length
      : event.key === "ArrowLeft" ? (at - 1 + buttons.length) % buttons.length
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null || at < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
    setCurrent(next);
  };

  const tools: (Tool | "link" | "picture")[] = [...FORMATS, "link", UNLINK, ...(uploadPicture ? ["picture" as const] : []), ...HISTORY];

  const button = (tool: Tool | "link" | "picture", index: number) => {
    const key = tool === "link" ? "link" : tool === "picture" ? "insertPicture" : tool.key;
    const Icon = tool === "link" ? Link : tool === "picture" ? ImagePlus : tool.icon;
    const ready = Boolean(editor && state);
    const enabled = ready && (typeof tool === "string" || !tool.enabled || Boolean(state?.[tool.enabled]));
    const pressed = typeof tool === "object" && tool.pressed ? Boolean(state?.[tool.pressed]) : undefined;
    const run = () => {
      if (!editor || !enabled) return;
      if (tool === "link") openLink();
      else if (tool === "picture") setPanel({ open: "picture" });
      else tool.run(editor);
    };
    return (
      <button
        key={key}
        type="button"
        tabIndex={index === current ? 0 : -1}
        aria-label={labels[key]}
        title={labels[key]}
        aria-pressed={pressed}
        aria-disabled={enabled ? undefined : "true"}
        aria-expanded={typeof tool === "string" ? panel?.open === tool : undefined}
        aria-controls={typeof tool === "string" && panel?.open === tool ? panelId : undefined}
        // Keeps the text's selection while a format is applied with the mouse.
        onMouseDown={(event) => event.preventDefault()}
        onFocus={() => setCurrent(index)}
        onClick={run}
        className="inline-flex size-10 items-center justify-center rounded-sm text-bark transition-colors hover:bg-linen aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-pressed:bg-sand aria-pressed:text-charcoal"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    );
  };

  return (
    <div className="min-w-0">
      <input ref={hidden} type="hidden" name={name} value={value} />
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={labels.toolbar}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="mb-2 flex flex-wrap items-center gap-0.5 rounded-sm border border-sand bg-white p-1 no-js:hidden"
      >
        {tools.map(button)}
      </div>
      {panel?.open === "link" ? <LinkPanel key="link" id={panelId} labels={labels} initial={panel.href} onApply={applyLink} onClose={closePanel} /> : null}
      {panel?.open === "picture" && uploadPicture ? <PicturePanel key="picture" id={panelId} labels={labels} upload={uploadPicture} language={language} onApply={applyPicture} onClose={closePanel} /> : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <>
          <div
            id={id}
            role="textbox"
            aria-readonly="true"
            aria-multiline="true"
            aria-labelledby={labelledBy}
            aria-describedby={[noScriptId, describedBy].filter(Boolean).join(" ")}
            aria-invalid={invalid || undefined}
            className="rich-text-editor field-control min-h-64 bg-linen/40 py-3"
            {...(initialHtml !== undefined
              ? // The server's own rendering of the document (renderRichText): escaped, links checked.
                { dangerouslySetInnerHTML: { __html: initialHtml } }
              : { children: richTextPlainText(defaultValue).split("\n\n").filter(Boolean).map((text, index) => <p key={index} className="whitespace-pre-line">{text}</p>) })}
          />
          <p id={noScriptId} className="mt-2 hidden text-sm text-stone no-js:block">
            {labels.noScript}
          </p>
        </>
      )}
    </div>
  );
}
