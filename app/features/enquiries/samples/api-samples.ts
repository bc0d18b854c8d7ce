import { z } from "zod";
import { siteRequestOf } from "~/platform/http/request-context";
import { withSearchParams } from "~/platform/http/search-params";
import { isSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";
import { postedSampleFields } from "./sample-request-schema";
import { submitSampleRequest } from "./sample-submission.server";
import type { Route } from "./+types/api-samples";

/*
 * POST /api/samples: the samples page's form when JavaScript runs. The same checks as the page's
 * own action; answers JSON with a status code that says what happened: 200 stored, 400 invalid
 * fields, 413 too large, 429 rate-limited, 503 not stored.
 */
export const formFields = postedSampleFields;

export const action = withSearchParams(
  // `?lang=fr`: the page's language, for the answers' words and the office's reply (English otherwise).
  z.object({
    lang: z
      .string()
      .optional()
      .transform((lang): SiteLocale => (isSiteLocale(lang) ? lang : "en")),
  }),
  async ({ request, context }: Route.ActionArgs, { lang: locale }) => {
    if (request.method !== "POST") {
      return Response.json(
        { status: "refused", message: "Use POST." },
        { status: 405, headers: { Allow: "POST" } },
      );
    }
    const { result, httpStatus } = await submitSampleRequest(request, {
      clientIp: siteRequestOf(context).clientIp,
      locale,
    });
    return Response.json(result, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
  },
);

export function loader() {
  return Response.json(
    { status: "refused", message: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
