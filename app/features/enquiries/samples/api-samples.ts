import { z } from "zod";
import { siteRequestOf } from "~/platform/http/request-context";
import { withSearchParams } from "~/platform/http/search-params";
import { langParam, leadAnswer, onlyPost } from "../lead-endpoint";
import { postedSampleFields } from "./sample-request-schema";
import { submitSampleRequest } from "./sample-submission.server";
import type { Route } from "./+types/api-samples";

/*
 * POST /api/samples: the samples page's form when JavaScript runs. The same checks as the page's
 * own action; answers JSON with a status code that says what happened: 200 stored, 400 invalid
 * fields, 413 too large, 429 rate-limited, 503 not stored.
 */
export const formFields = postedSampleFields;

export const action = withSearchParams(z.object({ lang: langParam }), async ({ request, context }: Route.ActionArgs, { lang: locale }) =>
  request.method !== "POST" ? onlyPost() : leadAnswer(await submitSampleRequest(request, { clientIp: siteRequestOf(context).clientIp, locale })),
);

export const loader = onlyPost;
