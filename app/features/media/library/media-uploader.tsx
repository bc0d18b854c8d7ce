import { useId, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { DropZone, Picker } from "~/ui/admin/image-drop-zone";
import { Button } from "~/ui/button";
import { cn } from "~/ui/class-names";
import { MEDIA_UPLOAD_MAX_FILES } from "./media-form";

/*
 * The media library's upload (decision 065): several files chosen or dropped at once, each sent on
 * its own to POST /api/admin/images with a progress bar, and each refusal said under its name.
 * Without JavaScript the same panel is a plain multipart form posting every chosen file at once.
 */

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

interface Sending {
  id: number;
  name: string;
  state: "waiting" | "sending" | "done" | "refused";
  percent: number;
  message?: string;
}

/** Sends one file with XHR (fetch reports no upload progress); the server's refusal text, or null when stored. */
function send(file: File, onProgress: (percent: number) => void): Promise<string | null> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/images");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      type Answer = { success?: boolean; error?: string | null } | null;
      let answer: Answer = null;
      try {
        answer = JSON.parse(request.responseText) as Answer;
      } catch {
        // Not JSON: a proxy's page, said as an unknown error.
      }
      resolve(request.status < 300 && answer?.success ? null : (answer?.error ?? ""));
    };
    request.onerror = () => resolve("network");
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

export function MediaUploader() {
  const { t } = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const id = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const busy = sending.some((item) => item.state === "waiting" || item.state === "sending");
  const update = (itemId: number, change: Partial<Sending>) =>
    setSending((items) => items.map((item) => (item.id === itemId ? { ...item, ...change } : item)));

  const upload = async (files: File[]) => {
    const start = Date.now();
    const items: (Sending & { file: File })[] = files.map((file, index) => {
      const base = { id: start + index, name: file.name, percent: 0, file };
      if (index >= MEDIA_UPLOAD_MAX_FILES) return { ...base, state: "refused", message: t("media.upload.tooMany", { count: MEDIA_UPLOAD_MAX_FILES }) };
      if (file.size > MAX_IMAGE_BYTES) return { ...base, state: "refused", message: t("images.error.tooLarge") };
      return { ...base, state: "waiting" };
    });
    setSending(items.map(({ file: _file, ...item }) => item));
    // Two at a time: the server decodes two pictures at once, and the bars move in order.
    const queue = items.filter((item) => item.state === "waiting");
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const itemId = item.id;
        update(itemId, { state: "sending" });
        const refusal = await send(item.file, (percent) => update(itemId, { percent }));
        if (refusal === null) update(itemId, { state: "done", percent: 100 });
        else update(itemId, { state: "refused", message: refusal === "network" ? t("images.error.network") : refusal || t("common.unknownError") });
      }
    };
    await Promise.all([worker(), worker()]);
    await revalidator.revalidate();
  };

  const hintId = `${id}-hint`;
  const done = sending.filter((item) => item.state === "done").length;
  const refused = sending.filter((item) => item.state === "refused").length;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="sr-only">
        {t("media.upload.title")}
      </h2>
      <Form method="post" encType="multipart/form-data" reloadDocument>
        <DropZone onFiles={(files) => void upload(files)} busy={busy} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-5">
          <Picker id={`${id}-files`} name="files" label={t("media.upload.choose")} multiple busy={busy} describedBy={hintId} onFiles={(files) => void upload(files)} action={t("media.upload.choose")} />
          {hydrated ? <span className="text-sm text-bark">{t("media.upload.drop")}</span> : <Button type="submit" size="sm">{t("media.upload.submit")}</Button>}
          <p id={hintId} className="basis-full text-xs text-stone">
            {t("media.upload.hint", { count: MEDIA_UPLOAD_MAX_FILES })}
          </p>
        </DropZone>
      </Form>
      {sending.length > 0 ? (
        <div className="mt-4 rounded-sm border border-sand bg-ivory p-4">
          <p className="text-sm font-semibold text-charcoal" role="status">
            {t("media.upload.summary", { count: done })}
            {refused ? ` · ${t("media.upload.refusedSummary", { count: refused })}` : ""}
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {sending.map((item) => (
              <li key={item.id} className="min-w-0 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="truncate font-medium text-charcoal">{item.name}</span>
                  <span className={cn("shrink-0 text-xs", item.state === "refused" ? "text-error" : "text-stone")}>
                    {item.state === "sending" ? t("media.upload.sending", { percent: item.percent }) : item.state === "done" ? t("media.upload.done") : item.state === "waiting" ? t("media.upload.waiting") : null}
                  </span>
                </div>
                {item.state === "refused" ? (
                  <p className="mt-1 text-xs font-semibold text-error">{item.message}</p>
                ) : (
                  <div
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.percent}
                    aria-label={t("media.upload.progress", { name: item.name })}
                    className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-sand/60"
                  >
                    <div className={cn("h-full rounded-full transition-[width] duration-200", item.state === "done" ? "bg-walnut" : "bg-brass")} style={{ width: `${item.percent}%` }} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
