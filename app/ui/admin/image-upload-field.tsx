import { ImageIcon, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/ui/button";
import { useT } from "~/platform/i18n/i18n";
import { notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import { takeTypedInput } from "~/platform/render/kept-input";
import { cn } from "~/ui/class-names";
import { DropZone, Picker } from "./image-drop-zone";
import { useUploader, type UploadedImage } from "./image-uploader";
import { ChooseFromLibrary, type LibraryPicture } from "./media-picker";

/*
 * Picture fields of the admin's forms. With JavaScript a chosen or dropped file goes at once to
 * POST /api/admin/images and the field keeps the stored key it answers; without it, the form
 * posts the file itself (`${name}File`) and its action calls `imageFieldValue()` or
 * `takeUploadedImages()` (app/platform/media/media-upload-form.server.ts). The server decides what is an image.
 */

interface ImageUploadFieldProps {
  /** The form field that carries the stored key (or the picture value it had). */
  name: string;
  /** The stored key or URL the field starts with. */
  defaultValue: string | null;
  /** A link to show for `defaultValue` (a signed /media link for an upload). */
  previewUrl?: string | null;
  /** The product being edited, sent with each upload. */
  productId?: number;
  label: string;
  /** Told each time the value changes: a new key after an upload, null after 'Remove'. */
  onChange?: (value: string | null) => void;
  /** Text under the field, e.g. the form's validation message (it is then marked invalid). */
  error?: string;
  /** Told of a picture chosen from the library, e.g. to take its descriptions. */
  onChosen?: (picture: LibraryPicture) => void;
}

/**
 * One picture: a preview, 'Upload' (a file picker) and a drop zone, and 'Remove', which clears it.
 * The value is posted in a hidden input `name`.
 */
export function ImageUploadField({
  name,
  defaultValue,
  previewUrl,
  productId,
  label,
  onChange,
  error,
  onChosen,
}: ImageUploadFieldProps) {
  const { t } = useT();
  const id = useId();
  const hydrated = useHydrated();
  const upload = useUploader(productId);
  const [value, setValue] = useState(defaultValue ?? "");
  const [preview, setPreview] = useState(previewUrl ?? null);
  const [busy, setBusy] = useState(false);
  const hidden = useRef<HTMLInputElement>(null);
  const changed = useRef(false);

  // Forms that watch their fields (unsaved-changes prompts) hear of a new value like of typing.
  useEffect(() => {
    if (!changed.current) return;
    hidden.current?.dispatchEvent(new Event("input", { bubbles: true }));
    hidden.current?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [value]);

  const set = (next: string, nextPreview: string | null) => {
    changed.current = true;
    setValue(next);
    setPreview(nextPreview);
    onChange?.(next || null);
  };

  // 'Remove' ticked before the scripts ran (a box then, a button now) still removes the picture;
  // a file chosen then reaches the picker as if chosen now (platform/render/kept-input.ts).
  useEffect(() => {
    // The page before hydration is the outside state synchronised here, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hydrated && takeTypedInput(`${name}Remove`)?.checked) set("", null);
    // Once, when the field becomes scripted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const onFiles = async (files: File[]) => {
    const [file] = files;
    if (!file || busy) return;
    setBusy(true);
    try {
      const result = await upload(file);
      if (typeof result === "string") {
        void notify("error", t("images.toast.failed"), { description: result });
      } else {
        set(result.key, result.url);
        void notify("success", t("images.toast.uploaded"));
      }
    } finally {
      setBusy(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? errorId : undefined}
      aria-busy={busy || undefined}
    >
      <legend className="mb-2 block text-sm font-semibold tracking-wide text-bark">{label}</legend>
      <input ref={hidden} type="hidden" name={name} value={value} />
      <DropZone
        onFiles={(files) => void onFiles(files)}
        busy={busy}
        className={cn(error && "border-error")}
      >
        <div className="flex flex-wrap items-start gap-4">
          <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-sm border border-sand bg-linen">
            {preview ? (
              <img
                src={preview}
                alt={t("images.current", { label })}
                className="size-full object-contain"
              />
            ) : (
              <span className="flex flex-col items-center gap-1 px-2 text-center text-xs text-stone">
                <ImageIcon aria-hidden="true" className="size-6" />
                {value ? <span className="break-all">{value}</span> : t("images.none")}
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <Picker
                id={`${id}-file`}
                name={name}
                label={label}
                multiple={false}
                busy={busy}
                describedBy={hintId}
                onFiles={(files) => void onFiles(files)}
              />
              <ChooseFromLibrary
                label={label}
                disabled={busy}
                onChoose={([picture]) => {
                  if (!picture) return;
                  set(picture.path, picture.thumbnail);
                  onChosen?.(picture);
                  void notify("success", t("images.library.placed"));
                }}
              />
              {hydrated && value ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => set("", null)}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t("images.remove")}
                </Button>
              ) : null}
              {!hydrated && value ? (
                // Without JavaScript 'Remove' is a box ticked before saving.
                <label className="inline-flex min-h-10 items-center gap-2 text-sm text-bark">
                  <input
                    type="checkbox"
                    name={`${name}Remove`}
                    value="1"
                    className="size-4 accent-walnut"
                  />
                  {t("images.remove")}
                </label>
              ) : null}
            </div>
            <p id={hintId} className="text-xs text-stone">
              {hydrated ? `${t("images.dropHint")} · ` : `${t("images.noScriptHint")} `}
              {t("images.formats")}
            </p>
          </div>
        </div>
      </DropZone>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ImageUploadZoneProps {
  /** Without JavaScript the files are posted as `${name}File` (several). */
  name: string;
  productId?: number;
  label: string;
  /** Called once per stored file, in the order they were chosen. */
  onUploaded: (image: UploadedImage, file: File) => void;
  /** Called with the pictures chosen from the library, in the order they were chosen. */
  onChosen: (pictures: LibraryPicture[]) => void;
}

/**
 * Several pictures at once (the colour images): a picker and a drop zone that upload each file and
 * hand every stored one to `onUploaded`; the list itself belongs to the form.
 */
export function ImageUploadZone({ name, productId, label, onUploaded, onChosen }: ImageUploadZoneProps) {
  const { t } = useT();
  const id = useId();
  const hydrated = useHydrated();
  const upload = useUploader(productId);
  const [busy, setBusy] = useState(false);

  const onFiles = async (files: File[]) => {
    if (!files.length || busy) return;
    setBusy(true);
    let uploaded = 0;
    try {
      // One after another: the server decodes at most two pictures at a time anyway.
      for (const file of files) {
        const result = await upload(file);
        if (typeof result === "string") {
          void notify("error", t("images.toast.failedFile", { file: file.name }), {
            description: result,
          });
        } else {
          uploaded += 1;
          onUploaded(result, file);
        }
      }
    } finally {
      setBusy(false);
    }
    if (uploaded === 1) void notify("success", t("images.toast.uploaded"));
    else if (uploaded > 1)
      void notify("success", t("images.toast.uploadedMany", { count: uploaded }));
  };

  const hintId = `${id}-hint`;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-busy={busy || undefined}>
      <p id={`${id}-label`} className="mb-2 block text-sm font-semibold tracking-wide text-bark">
        {label}
      </p>
      <DropZone onFiles={(files) => void onFiles(files)} busy={busy}>
        <div className="flex flex-wrap items-center gap-3">
          <Picker
            id={`${id}-file`}
            name={name}
            label={label}
            multiple
            busy={busy}
            describedBy={hintId}
            onFiles={(files) => void onFiles(files)}
          />
          <ChooseFromLibrary
            multiple
            label={label}
            disabled={busy}
            onChoose={(pictures) => {
              onChosen(pictures);
              void notify("success", t("images.library.placedMany", { count: pictures.length }));
            }}
          />
          <p id={hintId} className="text-xs text-stone">
            {hydrated ? `${t("images.dropHintMany")} · ` : `${t("images.noScriptHint")} `}
            {t("images.formats")}
          </p>
        </div>
      </DropZone>
    </div>
  );
}
