import { isEnquiryPage } from "~/components/enquiry-form-schema";
import { submitEnquiry } from "~/lib/enquiry-submission.server";
import type { Route } from "./+types/api-enquiries";

/*
 * POST /api/enquiries: the enquiry form's endpoint when JavaScript runs (and for integrations).
 * Same checks as the pages' own form actions; answers JSON with a status code that says what
 * happened: 200 stored, 400 invalid fields, 413 too large, 429 rate-limited, 503 not stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ status: "refused", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const sourcePage = isEnquiryPage(from) ? from : "/api/enquiries";
  const { result, httpStatus } = await submitEnquiry(request, { clientIp: context.clientIp, sourcePage });
  return Response.json(result, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ status: "refused", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
