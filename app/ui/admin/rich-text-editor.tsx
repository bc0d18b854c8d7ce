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
import { isAllowedLink, isPictureAlt, isPictureValue, richTextEditorExtensions } from "~/platform/rich-text/extensions";
import { Button } from "~/ui/button";
import { FieldError } from "~/ui/field";
import "./rich-text-editor.css";

/*
 * The admin's editor of a rich-text body (news articles, project details). The document travels
 * as JSON in a hidden input, so the form posts it like any other field and the server checks it
 * (app/platform/rich-text/document.ts). The editor starts in the browser only; until then, and for
 * good without JavaScript, the body is shown read-only and the hidden input keeps the document as
 * it was, so saving the rest of the form never loses it. Every text it shows comes from `labels`.
 */

export interface RichTextEditorLabels {
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
  link: string;
  removeLink: string;
  insertPicture: string;
  undo: string;
  redo: string;
  /** The link form's field, e.g. "Address". */
  linkAddress: string;
  /** Under it: what may be linked, e.g. "An address starting https:// or a page of this site such as /contact". */
  linkHint: string;
  linkApply: string;
  linkCancel: string;
  /** Said when the address is not one a link may have. */
  linkRefused: string;
  /** Shown without JavaScript: the body cannot be edited without it. */
  noScript: string;
}

export interface RichTextEditorProps {
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
  /** The admin's picture chooser; without it the toolbar offers no picture. */
  onPickPicture?: () => Promise<{ src: string; alt: string } | null>;
  /** Where the editor shows a picture from: its stored value resolved to an address. */
  pictureUrl?: (src: string) => string | null;
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
  onPickPicture,
  pictureUrl,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const hidden = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => JSON.stringify(defaultValue));
  const changed = useRef(false);
  const toolbar = useRef<HTMLDivElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(0);
  const [link, setLink] = useState<{ value: string; refused: boolean } | null>(null);
  const [picking, setPicking] = useState(false);
  const noScriptId = `${id}-no-script`;
  const linkId = `${id}-link`;

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

  // Read once: the editor is made with them and keeps them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const extensions = useMemo(() => richTextEditorExtensions(pictureUrl), []);
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

  const state = useEditorState({ editor, selector: ({ editor: watched }) => toolState(watched) });

  useEffect(() => {
    if (link) linkInput.current?.focus();
    // Only when the form opens, not on every letter typed into it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link !== null]);

  const openLink = () => {
    if (!editor) return;
    const href = editor.getAttributes("link").href;
    setLink({ value: typeof href === "string" ? href : "", refused: false });
  };

  const closeLink = () => {
    setLink(null);
    editor?.commands.focus();
  };

  const applyLink = () => {
    if (!editor || !link) return;
    const href = link.value.trim();
    if (!isAllowedLink(href)) {
      setLink({ ...link, refused: true });
      linkInput.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLink(null);
  };

  const pickPicture = async () => {
    if (!editor || !onPickPicture || picking) return;
    setPicking(true);
    try {
      const picture = await onPickPicture();
      // The chooser gives stored values; anything else would be refused by the server's check.
      if (picture && isPictureValue(picture.src) && isPictureAlt(picture.alt))
        editor.chain().focus().setImage({ src: picture.src, alt: picture.alt }).run();
      else editor.commands.focus();
    } finally {
      setPicking(false);
    }
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

  const tools: (Tool | "link" | "picture")[] = [...FORMATS, "link", UNLINK, ...(onPickPicture ? ["picture" as const] : []), ...HISTORY];

  const button = (tool: Tool | "link" | "picture", index: number) => {
    const key = tool === "link" ? "link" : tool === "picture" ? "insertPicture" : tool.key;
    const Icon = tool === "link" ? Link : tool === "picture" ? ImagePlus : tool.icon;
    const ready = Boolean(editor && state);
    const enabled = ready && (typeof tool === "string" || !tool.enabled || Boolean(state?.[tool.enabled]));
    const pressed = typeof tool === "object" && tool.pressed ? Boolean(state?.[tool.pressed]) : undefined;
    const run = () => {
      if (!editor || !enabled) return;
      if (tool === "link") openLink();
      else if (tool === "picture") void pickPicture();
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
        aria-expanded={tool === "link" ? link !== null : undefined}
        aria-controls={tool === "link" && link ? linkId : undefined}
        aria-busy={tool === "picture" && picking ? "true" : undefined}
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
      {link ? (
        <div id={linkId} role="group" aria-label={labels.link} className="mb-2 rounded-sm border border-sand bg-linen p-3">
          <label htmlFor={`${linkId}-address`} className="mb-2 block text-sm font-semibold tracking-wide text-bark">
            {labels.linkAddress}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            {/* Text, not url: a path such as /contact is a good address here, and the form's
                own check must never stop the article from being saved. No name: it is not posted. */}
            <input
              ref={linkInput}
              id={`${linkId}-address`}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={link.value}
              aria-invalid={link.refused || undefined}
              aria-describedby={link.refused ? `${linkId}-refused` : `${linkId}-hint`}
              onChange={(event) => setLink({ value: event.target.value, refused: false })}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  // Enter applies the link; it must not submit the article's form.
                  event.preventDefault();
                  applyLink();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  closeLink();
                }
              }}
              className="field-control min-h-10 max-w-md flex-1 py-2"
            />
            <Button type="button" size="sm" onClick={applyLink}>
              {labels.linkApply}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={closeLink}>
              {labels.linkCancel}
            </Button>
          </div>
          {link.refused ? (
            <FieldError id={`${linkId}-refused`}>{labels.linkRefused}</FieldError>
          ) : (
            <p id={`${linkId}-hint`} className="mt-2 text-sm text-stone">
              {labels.linkHint}
            </p>
          )}
        </div>
      ) : null}
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
