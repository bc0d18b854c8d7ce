import { useState } from "react";
import type { FormMetadata } from "@conform-to/react";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { DropZone, Picker } from "~/ui/admin/image-drop-zone";
import { uploadImage } from "~/ui/admin/image-uploader";
import { ChooseFromLibrary } from "~/ui/admin/media-picker";
import { notify } from "~/ui/toast";

/*
 * Several pictures at once for a list of pictures (a gallery): chosen or dropped together, each is
 * sent as it comes and becomes a row of the list with its preview, for staff to describe; or
 * several chosen from the media library at once, each row taking the picture's descriptions.
 * Offered once the page's scripts run; without them each row takes its own file.
 */
export function ManyPictures({
  form,
  name,
  onUploaded,
}: {
  form: FormMetadata<Record<string, unknown>>;
  /** The list field's name. */
  name: string;
  /** Told each picture's stored key and its preview link, so the new row can show it. */
  onUploaded: (key: string, url: string) => void;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return null;
  const add = async (files: File[]) => {
    if (busy || files.length === 0) return;
    setBusy(true);
    try {
      // One after another, in the order chosen: the rows come in that order.
      for (const file of files) {
        const answer = await uploadImage(file);
        if (!answer.ok) {
          void notify("error", t("images.toast.failed"), { description: `${file.name}: ${answer.error && answer.error !== "network" ? answer.error : t("common.unknownError")}` });
          continue;
        }
        onUploaded(answer.image.key, answer.image.url);
        form.insert({ name, defaultValue: { picture: answer.image.key, alt: "", caption: "", altFr: "", captionFr: "" } as never });
      }
    } finally {
      setBusy(false);
    }
  };
  const hintId = `${name}-many-hint`;
  return (
    <DropZone onFiles={(files) => void add(files)} busy={busy} className="mb-4">
      <div className="flex flex-wrap items-center gap-3">
        <Picker id={`${name}-many`} name={name} label={t("content.editor.addPictures")} multiple busy={busy} describedBy={hintId} action={t("content.editor.addPictures")} onFiles={(files) => void add(files)} />
        <ChooseFromLibrary
          multiple
          label={t("content.editor.addPictures")}
          disabled={busy}
          onChoose={(pictures) => {
            for (const picture of pictures) {
              onUploaded(picture.path, picture.thumbnail);
              // The library's descriptions, for this gallery to keep or change.
              form.insert({ name, defaultValue: { picture: picture.path, alt: picture.descriptionEn, caption: "", altFr: picture.descriptionFr, captionFr: "" } as never });
            }
            void notify("success", t("images.library.placedMany", { count: pictures.length }));
          }}
        />
        <p id={hintId} className="text-sm text-stone">
          {t("content.editor.addPicturesHint")}
        </p>
      </div>
    </DropZone>
  );
}
