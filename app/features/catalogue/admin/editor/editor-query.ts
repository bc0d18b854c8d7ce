import { z } from "zod";
import { parseId, urlText } from "~/platform/http/search-params";

/* The editor's tabs and what its address says (`?tab=`, `?restored=`, the history's `?from=&to=`). */

export const editorTabs = ["basic", "seo", "images", "french", "history"] as const;
export type EditorTab = (typeof editorTabs)[number];

/** `?tab=`, `?restored=` and the history's `?from=&to=`, as the editor's links write them. */
export const editorSearchParams = z.object({
  tab: urlText(20)
    .optional()
    .transform((value): EditorTab =>
      (editorTabs as readonly string[]).includes(value ?? "") ? (value as EditorTab) : "basic",
    ),
  restored: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
  from: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
  to: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
});
export type EditorQuery = z.output<typeof editorSearchParams>;
