import { useState } from "react";
import { Form, Link } from "react-router";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { ConfirmAction } from "~/ui/admin/confirm-action";
import { Button } from "~/ui/button";
import { FieldError, Label, Textarea } from "~/ui/field";
import { formatBytes } from "./format-bytes";
import { MEDIA_DESCRIPTION_MAX, mediaDescriptionsSchema } from "./media-form";
import { changeMedia, loadMediaDetail } from "./media-detail.server";
import type { Route } from "./+types/media-detail";

export const handle = { title: "media.detail.title", section: "media", scope: ["media.", "images.", "content.one.", "content.field.", "content.changes.title"] } satisfies AdminHandle;

/* One picture of the media library (decision 065): what it is, what describes it, where it is used. */

export const formFields = ["intent", "descriptionEn", "descriptionFr", "file", "confirmed", "inUse"];

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadMediaDetail(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) => changeMedia(request, context, params.id);

type Field = "descriptionEn" | "descriptionFr";

export default function MediaDetail({ loaderData: picture, actionData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const shown = { ...actionData?.fieldErrors, ...errors };
  const outcome = actionData ? t(actionData.message, { count: actionData.count ?? 0, name: actionData.name ?? picture.fileName }) : null;
  const inUse = picture.uses.length;
  const blocked = picture.uses.some((use) => use.blocks);
  return (
    <section aria-labelledby="admin-page-title">
      <Link to="/admin/media" className="text-sm font-semibold text-walnut underline-offset-4 hover:underline">
        ← {t("media.detail.back")}
      </Link>
      <h1 id="admin-page-title" className="mt-3 text-3xl [overflow-wrap:anywhere] sm:text-4xl">
        {picture.fileName}
      </h1>
      <ActionOutcome result={actionData} text={outcome} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <div className="overflow-hidden rounded-sm border border-sand bg-linen">
            <img src={picture.preview} alt="" className="mx-auto max-h-[32rem] w-auto object-contain" />
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-stone">{t("media.detail.file")}</dt>
            <dd className="text-charcoal tabular-nums">
              {picture.width ? t("media.size", { width: picture.width, height: picture.height, bytes: formatBytes(picture.bytes) }) : t("media.sizeUnknown")}
            </dd>
            <dt className="text-stone">{t("media.detail.variants")}</dt>
            <dd className="text-charcoal tabular-nums">{picture.widths.length ? picture.widths.map((width) => `${width} px`).join(" · ") : "—"}</dd>
          </dl>
          <p className="mt-2 text-xs text-stone">{t("media.detail.variantsHint")}</p>
          <p className="mt-2 text-xs text-stone">
            {picture.uploadedBy
              ? t("media.detail.uploaded", { date: formatDate(picture.uploadedAt, locale, { dateStyle: "medium", timeStyle: "short" }), who: picture.uploadedBy })
              : t("media.detail.uploadedUnknown", { date: formatDate(picture.uploadedAt, locale, { dateStyle: "medium" }) })}
          </p>
        </div>

        <div className="space-y-8">
          <Form
            method="post"
            className="rounded-sm border border-sand bg-ivory p-5"
            onSubmit={(event) => {
              const form = new FormData(event.currentTarget);
              const parsed = mediaDescriptionsSchema.safeParse({ descriptionEn: form.get("descriptionEn"), descriptionFr: form.get("descriptionFr") });
              const found: Partial<Record<Field, MessageKey>> = {};
              if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] = issue.message as MessageKey;
              setErrors(found);
              if (!parsed.success) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="describe" />
            {(["descriptionEn", "descriptionFr"] as const).map((field) => (
              <div key={field} className="mb-4">
                <Label htmlFor={`media-${field}`}>{t(field === "descriptionEn" ? "media.detail.descriptionEn" : "media.detail.descriptionFr")}</Label>
                <Textarea
                  id={`media-${field}`}
                  name={field}
                  rows={2}
                  lang={field === "descriptionFr" ? "fr-CA" : "en-CA"}
                  defaultValue={actionData?.values?.[field] ?? picture[field]}
                  aria-invalid={shown[field] ? true : undefined}
                  aria-describedby={`media-${field}-error media-description-hint`}
                />
                <FieldError id={`media-${field}-error`}>{shown[field] ? t(shown[field], { count: MEDIA_DESCRIPTION_MAX }) : null}</FieldError>
              </div>
            ))}
            <p id="media-description-hint" className="mb-4 text-xs text-stone">
              {t("media.detail.descriptionHint", { count: MEDIA_DESCRIPTION_MAX })}
            </p>
            <Button type="submit">{t("media.detail.save")}</Button>
          </Form>

          <section aria-labelledby="media-uses-title">
            <h2 id="media-uses-title" className="text-xl">
              {t("media.uses.title")}
            </h2>
            {inUse === 0 ? (
              <p className="mt-2 text-sm text-bark">{t("media.uses.none")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-sand/70 rounded-sm border border-sand bg-white text-sm">
                {picture.uses.map((use, index) => (
                  <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                    <Link to={use.href} className="font-semibold text-walnut underline-offset-4 hover:underline">
                      {use.label || t(use.field as MessageKey)}
                    </Link>
                    <span className="text-xs text-stone">
                      <UsePlace use={use} />
                    </span>
                    {use.blocks && picture.mayDeleteInUse ? <span className="basis-full text-xs text-error">{t("media.effect.blocked")}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <Form method="post" encType="multipart/form-data" className="rounded-sm border border-sand bg-ivory p-5">
            <h2 className="text-xl">{t("media.replace.title")}</h2>
            <p id="media-replace-hint" className="mt-1 text-sm text-bark">
              {t("media.replace.hint")}
            </p>
            <input type="hidden" name="intent" value="replace" />
            <input
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-label={t("media.replace.title")}
              aria-describedby="media-replace-hint"
              className="mt-3 block w-full text-sm text-bark file:mr-4 file:min-h-10 file:rounded-sm file:border file:border-walnut/30 file:bg-white file:px-4 file:text-xs file:font-semibold file:text-walnut"
            />
            <Button type="submit" variant="outline" className="mt-3">
              {t("media.replace.submit")}
            </Button>
          </Form>

          <section aria-labelledby="media-delete-title" className="rounded-sm border border-sand p-5">
            <h2 id="media-delete-title" className="text-xl">
              {t("media.delete.title")}
            </h2>
            {inUse === 0 ? (
              <ConfirmAction
                className="mt-2"
                trigger={t("media.delete.button")}
                question={t("media.delete.question", { name: picture.fileName })}
                explained={t("media.delete.explained")}
                confirmLabel={t("media.delete.confirm")}
                fields={{ intent: "delete" }}
              />
            ) : !picture.mayDeleteInUse || blocked ? (
              <>
                <p className="mt-2 text-sm text-bark">{t("media.delete.refused", { count: inUse })}</p>
                {picture.mayDeleteInUse ? (
                  <p className="mt-1 text-sm text-error">{t("media.delete.blockedHint")}</p>
                ) : (
                  <p className="mt-1 text-xs text-stone">{t("media.delete.adminOnly")}</p>
                )}
              </>
            ) : (
              <>
                <p className="mt-2 text-sm text-bark">{t("media.delete.anywayHint", { count: inUse })}</p>
                <ConfirmAction
                  className="mt-2"
                  trigger={t("media.delete.anyway")}
                  question={t("media.delete.anywayQuestion", { name: picture.fileName })}
                  explained={t("media.delete.anywayExplained")}
                  confirmLabel={t("media.delete.confirm")}
                  fields={{ intent: "delete", inUse: "detach" }}
                  details={<UsesAffected uses={picture.uses} />}
                />
              </>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

type Use = Route.ComponentProps["loaderData"]["uses"][number];

/** Where in a record a picture is used: the field, and whether the record is in the Trash. */
function UsePlace({ use }: { use: Use }) {
  const { t } = useT();
  return (
    <>
      {t(use.field as MessageKey)}
      {use.trashed ? ` · ${t("media.uses.trashed")}` : ""}
    </>
  );
}

/** The records an administrator's delete changes, each with what happens to it (decision 068). */
function UsesAffected({ uses }: { uses: Use[] }) {
  const { t } = useT();
  return (
    <ul aria-label={t("media.uses.title")} className="max-h-72 divide-y divide-sand/70 overflow-y-auto rounded-sm border border-sand bg-white text-sm">
      {uses.map((use, index) => (
        <li key={index} className="px-3 py-2">
          <span className="font-semibold text-charcoal [overflow-wrap:anywhere]">{use.label || t(use.field as MessageKey)}</span>
          <span className="text-xs text-stone">
            {" · "}
            <UsePlace use={use} />
          </span>
          <span className="block text-xs text-bark">{use.effects.map((effect) => t(effect as MessageKey)).join(" ")}</span>
        </li>
      ))}
    </ul>
  );
}
