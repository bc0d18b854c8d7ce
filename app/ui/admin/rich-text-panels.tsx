import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { isAllowedLink, isPictureAlt } from "~/platform/rich-text/extensions";
import { Button } from "~/ui/button";
import { FieldError } from "~/ui/field";
import { ChooseFromLibrary } from "./media-picker";

/*
 * The rich-text editor's two small forms, opened from its toolbar under it: a link's address, and
 * a picture (a file sent at once or one of the media library, and the description visitors who
 * cannot see it are read, the library's own by default). Their
 * fields have no name: they are never posted with the form around them, and Enter in them applies
 * the panel rather than submitting the article. Escape closes them.
 */

export interface LinkPanelLabels {
  link: string;
  linkAddress: string;
  linkHint: string;
  linkApply: string;
  linkCancel: string;
  linkRefused: string;
}

export interface PicturePanelLabels {
  insertPicture: string;
  /** The file field, e.g. "Picture file". */
  pictureFile: string;
  /** The description field, e.g. "Picture description (alt text)". */
  pictureAlt: string;
  /** Under it, e.g. "What the picture shows, for visitors who cannot see it". */
  pictureAltHint: string;
  /** Said when the description is missing. */
  pictureAltMissing: string;
  /** Said when no file has been chosen yet. */
  pictureMissing: string;
  /** Said while the file is sent. */
  pictureUploading: string;
  pictureApply: string;
  linkCancel: string;
}

export type PictureUpload = (file: File) => Promise<{ ok: true; src: string; url: string } | { ok: false; error: string }>;

const panelClass = "mb-2 rounded-sm border border-sand bg-linen p-3";
const fieldLabelClass = "mb-2 block text-sm font-semibold tracking-wide text-bark";

/** Enter applies, Escape closes; neither reaches the form around the editor. */
function onPanelKey(event: KeyboardEvent<HTMLInputElement>, apply: () => void, close: () => void) {
  if (event.key === "Enter") {
    event.preventDefault();
    apply();
  } else if (event.key === "Escape") {
    event.preventDefault();
    close();
  }
}

export function LinkPanel({ id, labels, initial, onApply, onClose }: { id: string; labels: LinkPanelLabels; initial: string; onApply: (href: string) => void; onClose: () => void }) {
  const [value, setValue] = useState(initial);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const href = value.trim();
    if (!isAllowedLink(href)) {
      setRefused(true);
      input.current?.focus();
      return;
    }
    onApply(href);
  };
  return (
    <div id={id} role="group" aria-label={labels.link} className={panelClass}>
      <label htmlFor={`${id}-address`} className={fieldLabelClass}>
        {labels.linkAddress}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        {/* Text, not url: a path such as /contact is a good address here, and the form's own
            check must never stop the article from being saved. */}
        <input
          ref={input}
          id={`${id}-address`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-refused` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setRefused(false);
          }}
          onKeyDown={(event) => onPanelKey(event, apply, onClose)}
          className="field-control min-h-10 max-w-md flex-1 py-2"
        />
        <Button type="button" size="sm" onClick={apply}>
          {labels.linkApply}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          {labels.linkCancel}
        </Button>
      </div>
      {refused ? (
        <FieldError id={`${id}-refused`}>{labels.linkRefused}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-sm text-stone">
          {labels.linkHint}
        </p>
      )}
    </div>
  );
}

type Chosen = { src: string; url: string } | null;

export function PicturePanel({
  id,
  labels,
  upload,
  language,
  onApply,
  onClose,
}: {
  id: string;
  labels: PicturePanelLabels;
  upload: PictureUpload;
  /** The document's language: which of a library picture's descriptions it takes. */
  language: "en" | "fr";
  onApply: (picture: { src: string; url: string; alt: string }) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Chosen>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  useEffect(() => file.current?.focus(), []);

  const send = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    setFileError(null);
    const answer = await upload(picked);
    setUploading(false);
    if (answer.ok) {
      setChosen({ src: answer.src, url: answer.url });
      altInput.current?.focus();
    } else {
      setChosen(null);
      setFileError(answer.error);
      if (file.current) file.current.value = "";
      file.current?.focus();
    }
  };

  const apply = () => {
    if (uploading) return;
    if (!chosen) {
      setFileError(labels.pictureMissing);
      file.current?.focus();
      return;
    }
    if (!isPictureAlt(alt.trim())) {
      setAltError(true);
      altInput.current?.focus();
      return;
    }
    onApply({ ...chosen, alt: alt.trim() });
  };

  return (
    <div id={id} role="group" aria-label={labels.insertPicture} aria-busy={uploading || undefined} className={panelClass}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem] sm:items-start">
        <div className="grid gap-4">
          <div>
            <label htmlFor={`${id}-file`} className={fieldLabelClass}>
              {labels.pictureFile}
            </label>
            <input
              ref={file}
              id={`${id}-file`}
              type="file"
              accept="image/*"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
              onChange={(event) => void send(event.target.files?.[0])}
              onKeyDown={(event) => {
                if (event.key === "Escape") {
                  event.preventDefault();
                  onClose();
                }
              }}
              className="block w-full max-w-md text-sm text-bark file:mr-3 file:min-h-10 file:rounded-sm file:border file:border-walnut/30 file:bg-white file:px-3 file:font-semibold file:text-walnut"
            />
            <p id={statusId} role="status" className="mt-2 text-sm text-stone empty:hidden">
              {uploading ? labels.pictureUploading : ""}
            </p>
            <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
            <div className="mt-3">
              <ChooseFromLibrary
                label={labels.insertPicture}
                disabled={uploading}
                onChoose={([picture]) => {
                  if (!picture) return;
                  setChosen({ src: picture.path, url: picture.thumbnail });
                  setFileError(null);
                  if (file.current) file.current.value = "";
                  // The library's description in the document's language, unless one was typed.
                  const description = (language === "fr" ? picture.descriptionFr : "") || picture.descriptionEn;
                  if (!alt.trim() && description) {
                    setAlt(description);
                    setAltError(false);
                  }
                  altInput.current?.focus();
                }}
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-alt`} className={fieldLabelClass}>
              {labels.pictureAlt}
              <span aria-hidden="true" className="text-brass-dark"> *</span>
            </label>
            <input
              ref={altInput}
              id={`${id}-alt`}
              type="text"
              autoComplete="off"
              maxLength={300}
              value={alt}
              aria-required="true"
              aria-invalid={altError || undefined}
              aria-describedby={altError ? `${id}-alt-error` : `${id}-alt-hint`}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(false);
              }}
              onKeyDown={(event) => onPanelKey(event, apply, onClose)}
              className="field-control min-h-10 w-full max-w-md py-2"
            />
            {altError ? (
              <FieldError id={`${id}-alt-error`}>{labels.pictureAltMissing}</FieldError>
            ) : (
              <p id={`${id}-alt-hint`} className="mt-2 text-sm text-stone">
                {labels.pictureAltHint}
              </p>
            )}
          </div>
        </div>
        {chosen ? <img src={chosen.url} alt="" className="aspect-[4/3] w-32 rounded-sm border border-sand bg-white object-cover" /> : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={apply} aria-disabled={uploading || undefined}>
          {labels.pictureApply}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          {labels.linkCancel}
        </Button>
      </div>
    </div>
  );
}
