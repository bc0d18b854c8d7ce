import { z } from "zod";
import { isEnquiryPage, postedEnquiryFields } from "~/components/enquiry-form-schema";
import { parseSearchParams, urlText } from "~/lib/search-params";
import { submitEnquiry } from "~/lib/enquiry-submission.server";
import type { Route } from "./+types/api-enquiries";

/*
 * POST /api/enquiries: the enquiry form's endpoint when JavaScript runs (and for integrations).
 * Same checks as the pages' own form actions; answers JSON with a status code that says what
 * happened: 200 stored, 400 invalid fields, 413 too large, 429 rate-limited, 503 not stored.
 */
/** `?from=/contact` names the page the form was sent from; anything else is the API itself. */
export const searchParams = z.object({ from: urlText(100).optional() });
export const formFields = postedEnquiryFields;

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ status: "refused", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const query = parseSearchParams(new URL(request.url).searchParams, searchParams);
  const from = query.success ? query.data.from : undefined;
  const sourcePage = from !== undefined && isEnquiryPage(from) ? from : "/api/enquiries";
  const { result, httpStatus } = await submitEnquiry(request, { clientIp: context.clientIp, sourcePage });
  return Response.json(result, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ status: "refused", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
