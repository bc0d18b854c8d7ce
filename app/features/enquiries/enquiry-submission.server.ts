import { requestUrl } from "~/platform/http/request-url";
import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { data } from "react-router";
import {
  checkEnquiry,
  enquiryValues,
  formTokenField,
  honeypotField,
  type EnquiryPage,
  type EnquiryResult,
} from "~/features/enquiries/enquiry-form-schema";
import { companyForPages } from "~/features/content/public-content.server";
import { siteLocaleOf, type SiteLocale } from "~/platform/i18n/site-locale";
import { enquiryTextsFor } from "./enquiry-text.server";
import { countEnquiriesSince, enqueueEnquiry } from "~/features/enquiries/enquiries.server";
import { checkFormToken, clientKeyFor, issueFormToken, MIN_FILL_MS, RATE_LIMIT } from "./enquiry-guard.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { logger } from "~/platform/log/logger.server";
import { readLimitedForm } from "~/platform/http/read-form.server";
import { fillPlaceholders } from "~/platform/text/fill";
import { readPostedLines } from "./quote/quote-lines";
import { resolveLines } from "./quote/quote-lines.server";

/** A filled-in form is about 2 KB; anything far beyond that is not a person typing. */
const MAX_BODY_BYTES = 16 * 1024;


interface EnquiryOutcome {
  result: EnquiryResult;
  httpStatus: number;
}

/**
 * Handles one submitted enquiry form, from whichever page or client it came: drops bots
 * silently, refuses floods and bad input with the specification's messages, and otherwise
 * stores the enquiry before answering, so a visitor who sees success has a kept lead.
 */
export async function submitEnquiry(
  request: Request,
  { clientIp, sourcePage, locale = "en" }: { clientIp: string | undefined; sourcePage: string; locale?: SiteLocale },
): Promise<EnquiryOutcome> {
  // Every answer in the language of the page it was sent from.
  const texts = enquiryTextsFor(locale);
  const form = await readLimitedForm(request, MAX_BODY_BYTES);
  if (form === "too large") return { result: { status: "refused", message: texts.tooLarge }, httpStatus: 413 };
  if (form === "not a form") return { result: { status: "refused", message: texts.failed }, httpStatus: 400 };

  const clientKey = clientKeyFor(clientIp);
  // Bots are told what people are told, so they learn nothing; their posts are not kept.
  const honeypot = form.get(honeypotField);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ clientKey, sourcePage, reason: "honeypot" }, "enquiry dropped as automated");
    return { result: { status: "sent" }, httpStatus: 200 };
  }
  // Field messages first: a person who typed quickly still learns what to fix.
  const checked = checkEnquiry(form, texts.validation);
  const posted = readPostedLines(form, texts.validation);
  if (!checked.success || posted.errors) {
    const lineAnswer = posted.errors ? { lineErrors: posted.errors, lineValues: posted.values } : {};
    return {
      result: checked.success
        ? { status: "invalid", errors: {}, values: enquiryValues(form), ...lineAnswer }
        : { status: "invalid", errors: checked.errors, values: checked.values, ...lineAnswer },
      httpStatus: 400,
    };
  }
  const token = checkFormToken(form.get(formTokenField));
  if (token === "expired") {
    // A person may leave a form open overnight: they are asked to send again, with a new token.
    logger.info({ clientKey, sourcePage }, "enquiry form expired; asked to send again");
    return {
      result: {
        status: "refused",
        message: texts.expired,
        values: enquiryValues(form),
        formToken: issueFormToken(Date.now() - MIN_FILL_MS),
      },
      httpStatus: 400,
    };
  }
  if (token !== "ok") {
    logger.info({ clientKey, sourcePage, reason: token }, "enquiry dropped as automated");
    return { result: { status: "sent" }, httpStatus: 200 };
  }

  try {
    const recent = await countEnquiriesSince(clientKey, new Date(Date.now() - RATE_LIMIT.windowMs));
    if (recent >= RATE_LIMIT.max) {
      logger.warn({ clientKey, sourcePage, recent }, "enquiry refused by the rate limit");
      return {
        result: { status: "refused", message: texts.rateLimited.replace("{phone}", (await companyForPages()).company.phone), values: enquiryValues(form) },
        httpStatus: 429,
      };
    }
    // Lines the catalogue no longer has are left out and named; the rest goes with the enquiry.
    const { lines, dropped } = await resolveLines(posted.lines);
    const stored = await enqueueEnquiry(checked.enquiry, { sourcePage, clientKey, locale, kind: lines.length > 0 ? "quote" : "contact", lines });
    logger.info({ enquiryId: stored.id, sourcePage, locale, lines: lines.length, dropped: dropped.length }, "enquiry stored");
    if (dropped.length > 0) {
      wakeJobs();
      return { result: { status: "sent", notice: fillPlaceholders(texts.linesDropped, { titles: dropped.join(", ") }) }, httpStatus: 200 };
    }
  } catch (error) {
    logger.error({ err: error, sourcePage }, "enquiry could not be stored");
    return { result: { status: "refused", message: texts.failed, values: enquiryValues(form) }, httpStatus: 503 };
  }
  wakeJobs();
  return { result: { status: "sent" }, httpStatus: 200 };
}

/** The action of a page that carries the enquiry form, which posts there without JavaScript (in either language). */
export const enquiryPageAction =
  (sourcePage: EnquiryPage) =>
  async ({ request, context }: { request: Request; context: RequestContext }) => {
    const locale = siteLocaleOf(requestUrl(request).pathname);
    const { result, httpStatus } = await submitEnquiry(request, { clientIp: siteRequestOf(context).clientIp, sourcePage, locale });
    return data(result, { status: httpStatus });
  };
