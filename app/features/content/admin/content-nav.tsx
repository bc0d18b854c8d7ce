import { NavLink } from "react-router";
import { useT, formatDate, type Locale } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";
import { adminTabOf, useAdminPage } from "~/ui/admin/admin-handle";
import { contentKindNames, kindSpec, listPath, type ContentGroupName, type ContentKind, type ListedKind } from "../content-kinds";

/*
 * The Content section's own navigation (one link per kind, the company's details for
 * administrators) and an entry's state as a small badge. Shared by the lists and the editors.
 */

export function ContentNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useT();
  const kinds = contentKindNames().filter((kind) => isAdmin || kindSpec(kind).entity.access.includes("editor"));
  // The kind the page's route names as its tab (its handle), whatever else is in the address.
  const current = adminTabOf(useAdminPage());
  return (
    <nav aria-label={t("content.kindsLabel")} className="mt-6 -mx-1 flex gap-1 overflow-x-auto border-b border-sand pb-px">
      {kinds.map((kind) => (
        <NavLink
          key={kind}
          to={listPath(kind)}
          className={({ isActive }) =>
            cn(
              "inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors",
              isActive || current === kindSpec(kind).segment ? "border-walnut text-charcoal" : "border-transparent text-stone hover:text-charcoal",
            )
          }
        >
          {t(kindName(kind))}
        </NavLink>
      ))}
    </nav>
  );
}

const badge = "inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/** A time in the office's words: 'Nov 29, 2026, 9:00 a.m.'. */
export const whenText = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });

export function StateBadge({ state, publishAt }: { state: "published" | "draft" | "scheduled" | "trash"; publishAt: string | null }) {
  const { t, locale } = useT();
  if (state === "published") return <span className={cn(badge, "border-walnut/30 bg-walnut text-ivory")}>{t("content.state.published")}</span>;
  if (state === "scheduled" && publishAt)
    return (
      <span className={cn(badge, "border-brass/50 bg-brass/10 text-brass-dark")}>
        {t("content.state.scheduled", { when: whenText(publishAt, locale) })}
      </span>
    );
  if (state === "trash") return <span className={cn(badge, "border-error/40 bg-error/5 text-error")}>{t("content.state.trash")}</span>;
  return <span className={cn(badge, "border-sand bg-linen text-stone")}>{t("content.state.draft")}</span>;
}

/*
 * The messages that name a kind and its editor's parts, typed by the registry: each is a message
 * key only when the catalogues have it for every kind (content-kinds.ts checks it where a kind is
 * declared), so a missing one is a type error.
 */

/** The kind's name, as its list's tab says it. */
export const kindName = (kind: ContentKind) => `content.kind.${kind}` as const;

/** What a listed kind's pages call one entry, a new one and one being edited. */
export const kindLabel = (kind: ListedKind, what: "new" | "edit" | "one") => `content.${what}.${kind}` as const;

/** The heading of an editor's part. */
export const groupHeading = (group: ContentGroupName) => `content.editor.groups.${group}` as const;
