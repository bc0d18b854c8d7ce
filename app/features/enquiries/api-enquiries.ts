import { siteRequestOf } from "~/platform/http/request-context";
import { z } from "zod";
import {
  isEnquiryPage,
  postedEnquiryFields,
  type EnquiryPage,
} from "~/features/enquiries/enquiry-form-schema";
import { withSearchParams } from "~/platform/http/search-params";
import { langParam, leadAnswer, onlyPost } from "~/features/enquiries/lead-endpoint";
import { submitEnquiry } from "~/features/enquiries/enquiry-submission.server";
import { lineFields } from "~/features/enquiries/quote/quote-lines";
import type { Route } from "./+types/api-enquiries";

/*
 * POST /api/enquiries: the enquiry form's endpoint when JavaScript runs (and for integrations).
 * Same checks as the pages' own form actions; answers JSON with a status code that says what
 * happened: 200 stored, 400 invalid fields, 413 too large, 429 rate-limited, 503 not stored.
 */
export const formFields = [...postedEnquiryFields, ...Object.values(lineFields)];

export const action = withSearchParams(
  // `?from=/contact` names the page the form was sent from; anything else (never a reason to
  // refuse an enquiry) counts as the API itself.
  z.object({
    from: z
      .string()
      .optional()
      .transform((from): EnquiryPage | "/api/enquiries" =>
        from && isEnquiryPage(from) ? from : "/api/enquiries",
      ),
    lang: langParam,
  }),
  async ({ request, context }: Route.ActionArgs, { from: sourcePage, lang: locale }) =>
    request.method !== "POST" ? onlyPost() : leadAnswer(await submitEnquiry(request, { clientIp: siteRequestOf(context).clientIp, sourcePage, locale })),
);

export const loader = onlyPost;
