import { data } from "react-router";
import { pageCopies } from "~/content/page-copies.server";
import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { requestUrl } from "~/platform/http/request-url";
import { siteLocaleOf, type SiteLocale } from "~/platform/i18n/site-locale";
import { logger } from "~/platform/log/logger.server";
import { fillPlaceholders } from "~/platform/text/fill";
import { enqueueEnquiry } from "../enquiries.server";
import { submitGuarded } from "../enquiry-submission.server";
import { enquiryTextsFor } from "../enquiry-text.server";
import type { PostedLine } from "../quote/quote-lines";
import { resolveLines } from "../quote/quote-lines.server";
import {
  checkSampleRequest,
  sampleValues,
  type SampleMessages,
  type SampleRequest,
  type SampleResult,
  type SampleValues,
} from "./sample-request-schema";

/*
 * A sample request, through the same guard as every enquiry (honeypot, signed form token, rate
 * limit), stored with its colours as lines and where they go before the visitor is answered; the
 * office's e-mail goes out by the enquiries' delivery job.
 */

/** The form's messages in `locale`: the enquiry form's for name, e-mail and phone, the samples page's for the rest. */
export function sampleMessagesFor(locale: SiteLocale): SampleMessages {
  return { ...enquiryTextsFor(locale).validation, ...pageCopies.samples[locale].validation };
}

const sameSample = (a: PostedLine, b: PostedLine) =>
  a.productId === b.productId && a.colour === b.colour;

export function submitSampleRequest(
  request: Request,
  { clientIp, locale }: { clientIp: string | undefined; locale: SiteLocale },
): Promise<{ result: SampleResult; httpStatus: number }> {
  const messages = sampleMessagesFor(locale);
  return submitGuarded<
    { sample: SampleRequest; posted: PostedLine[]; values: SampleValues },
    Extract<SampleResult, { status: "invalid" }>,
    SampleValues
  >(request, {
    sourcePage: "/samples",
    locale,
    clientIp,
    expired: pageCopies.samples[locale].expired,
    values: sampleValues,
    check(form) {
      const checked = checkSampleRequest(form, messages, locale);
      if (!checked.success) return { invalid: { status: "invalid", errors: checked.errors, values: checked.values } };
      return {
        accepted: { sample: checked.request, posted: checked.lines, values: sampleValues(form) },
      };
    },
    async store({ sample, posted, values }, origin) {
      // A colour asked twice is one sample; a line without a colour is no sample, and is left out as one the catalogue lacks.
      const unique = posted.filter(
        (line, index) => posted.findIndex((other) => sameSample(line, other)) === index,
      );
      const { lines, dropped } = await resolveLines(unique.filter((line) => line.colour !== null));
      const left = [
        ...unique
          .filter((line) => line.colour === null)
          .map((line) => line.title || `#${line.productId}`),
        ...dropped,
      ];
      const titles = left.join(", ");
      if (lines.length === 0) {
        return {
          invalid: {
            status: "invalid",
            errors: { samples: fillPlaceholders(messages.samplesUnavailable, { titles }) },
            values,
          },
        };
      }
      const stored = await enqueueEnquiry(
        {
          name: sample.name,
          email: sample.email,
          phone: sample.phone,
          company: sample.company,
          interestedIn: "",
          service: "",
          message: sample.note,
        },
        { ...origin, kind: "samples", lines, shipping: sample.shipping },
      );
      logger.info(
        {
          enquiryId: stored.id,
          sourcePage: origin.sourcePage,
          locale,
          lines: lines.length,
          dropped: left.length,
        },
        "sample request stored",
      );
      return left.length > 0
        ? { notice: fillPlaceholders(enquiryTextsFor(locale).linesDropped, { titles }) }
        : {};
    },
  });
}

/** The samples page's action, in either language: the form posts there, with or without JavaScript. */
export async function samplesPageAction({
  request,
  context,
}: {
  request: Request;
  context: RequestContext;
}) {
  const locale = siteLocaleOf(requestUrl(request).pathname);
  const { result, httpStatus } = await submitSampleRequest(request, {
    clientIp: siteRequestOf(context).clientIp,
    locale,
  });
  return data(result, { status: httpStatus });
}
