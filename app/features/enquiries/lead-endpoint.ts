import { z } from "zod";
import { isSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";

/*
 * What the JSON endpoints of the lead forms (/api/enquiries, /api/samples) share: `?lang=`, the
 * answer to anything but POST, and the JSON answer itself, never stored by a cache.
 */

/** `?lang=fr`: the page's language, for the answers' words and the office's reply (English otherwise). */
export const langParam = z
  .string()
  .optional()
  .transform((lang): SiteLocale => (isSiteLocale(lang) ? lang : "en"));

export const onlyPost = () => Response.json({ status: "refused", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });

export const leadAnswer = ({ result, httpStatus }: { result: unknown; httpStatus: number }) =>
  Response.json(result, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
