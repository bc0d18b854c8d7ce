import { requestUrl } from "~/platform/http/request-url";
import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { data } from "react-router";
import {
  checkEnquiry,
  enquiryValues,
  formTokenField,
  honeypotField,
  type Enquiry,
  type EnquiryPage,
  type EnquiryResult,
  type EnquiryValues,
} from "~/features/enquiries/enquiry-form-schema";
import { companyForPages } from "~/features/content/public-content.server";
import { siteLocaleOf, type SiteLocale } from "~/platform/i18n/site-locale";
import { enquiryTextsFor } from "./enquiry-text.server";
import { countEnquiriesSince, enqueueEnquiry } from "~/features/enquiries/enquiries.server";
import { checkFormToken, clientKeyFor, issueFormToken, MIN_FILL_MS, RATE_LIMIT } from "./enquiry-guard.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { logger } from "~/platform/log/logger.server";
import { readLimitedForm, type PostedForm } from "~/platform/http/read-form.server";
import { fillPlaceholders } from "~/platform/text/fill";
import { readPostedLines, type PostedLine } from "./quote/quote-lines";
import { resolveLines } from "./quote/quote-lines.server";

/** A filled-in form is about 2 KB; anything far beyond that is not a person typing. */
const MAX_BODY_BYTES = 16 * 1024;


interface EnquiryOutcome {
  result: EnquiryResult;
  httpStatus: number;
}

/** Where a stored lead came from: the page, the sender's keyed address, the page's language. */
export interface SubmissionOrigin {
  sourcePage: string;
  clientKey: string;
  locale: SiteLocale;
}

/** The answer to a guarded form: sent (with a notice), its field messages, or refused with a reason. */
export type GuardedResult<Invalid extends { status: "invalid" }, Values> =
  | { status: "sent"; notice?: string }
  | Invalid
  | { status: "refused"; message: string; values?: Values; formToken?: string };

/** What the guard needs to know of one kind of form: its checks, and how what it accepts is stored. */
export interface GuardedForm<Accepted, Invalid extends { status: "invalid" }, Values> {
  sourcePage: string;
  locale: SiteLocale;
  clientIp: string | undefined;
  /** The form's own words for a form open more than a day (they name its button). */
  expired: string;
  /** Its fields as typed, given back with a refusal so nothing typed is lost. */
  values(form: PostedForm): Values;
  check(form: PostedForm): { accepted: Accepted } | { invalid: Invalid };
  /** Stores the lead with its delivery job; a notice for the visitor, or messages when nothing could be kept. */
  store(accepted: Accepted, origin: SubmissionOrigin): Promise<{ notice?: string } | { invalid: Invalid }>;
}

/**
 * Handles one submitted form that leaves a lead, from whichever page or client it came: drops bots
 * silently, refuses floods and bad input with the form's messages, and otherwise stores the lead
 * before answering, so a visitor who sees success has a kept lead.
 */
export async function submitGuarded<Accepted, Invalid extends { status: "invalid"; formToken?: string }, Values>(
  request: Request,
  handling: GuardedForm<Accepted, Invalid, Values>,
): Promise<{ result: GuardedResult<Invalid, Values>; httpStatus: number }> {
  const { sourcePage, locale } = handling;
  // Every answer in the language of the page it was sent from.
  const texts = enquiryTextsFor(locale);
  const form = await readLimitedForm(request, MAX_BODY_BYTES);
  if (form === "too large") return { result: { status: "refused", message: texts.tooLarge }, httpStatus: 413 };
  if (form === "not a form") return { result: { status: "refused", message: texts.failed }, httpStatus: 400 };

  const clientKey = clientKeyFor(handling.clientIp);
  // Bots are told what people are told, so they learn nothing; their posts are not kept.
  const honeypot = form.get(honeypotField);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ clientKey, sourcePage, reason: "honeypot" }, "enquiry dropped as automated");
    return { result: { status: "sent" }, httpStatus: 200 };
  }
  // Field messages first: a person who typed quickly still learns what to fix.
  const checked = handling.check(form);
  if ("invalid" in checked) {
    // A genuine token goes back with the messages: the page drawn again without JavaScript is a new
    // render, and a person quick to correct a field must not be taken for a bot by its newer time.
    const posted = form.get(formTokenField);
    const genuine = typeof posted === "string" && ["ok", "too-fast"].includes(checkFormToken(posted));
    return { result: genuine ? { ...checked.invalid, formToken: posted } : checked.invalid, httpStatus: 400 };
  }
  const token = checkFormToken(form.get(formTokenField));
  if (token === "expired") {
    // A person may leave a form open overnight: they are asked to send again, with a new token.
    logger.info({ clientKey, sourcePage }, "enquiry form expired; asked to send again");
    return {
      result: { status: "refused", message: handling.expired, values: handling.values(form), formToken: issueFormToken(Date.now() - MIN_FILL_MS) },
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
        result: { status: "refused", message: texts.rateLimited.replace("{phone}", (await companyForPages()).company.phone), values: handling.values(form) },
        httpStatus: 429,
      };
    }
    const stored = await handling.store(checked.accepted, { sourcePage, clientKey, locale });
    if ("invalid" in stored) return { result: stored.invalid, httpStatus: 400 };
    wakeJobs();
    return { result: stored.notice ? { status: "sent", notice: stored.notice } : { status: "sent" }, httpStatus: 200 };
  } catch (error) {
    logger.error({ err: error, sourcePage }, "enquiry could not be stored");
    return { result: { status: "refused", message: texts.failed, values: handling.values(form) }, httpStatus: 503 };
  }
}

/** One submitted enquiry form (the contact, gallery and quote pages', and the JSON endpoint's). */
export function submitEnquiry(
  request: Request,
  { clientIp, sourcePage, locale = "en" }: { clientIp: string | undefined; sourcePage: string; locale?: SiteLocale },
): Promise<EnquiryOutcome> {
  const texts = enquiryTextsFor(locale);
  return submitGuarded<{ enquiry: Enquiry; posted: PostedLine[] }, Extract<EnquiryResult, { status: "invalid" }>, EnquiryValues>(request, {
    sourcePage,
    locale,
    clientIp,
    expired: texts.expired,
    values: enquiryValues,
    check(form) {
      const checked = checkEnquiry(form, texts.validation);
      const posted = readPostedLines(form, texts.validation);
      if (checked.success && !posted.errors) return { accepted: { enquiry: checked.enquiry, posted: posted.lines } };
      const lineAnswer = posted.errors ? { lineErrors: posted.errors, lineValues: posted.values } : {};
      return {
        invalid: checked.success
          ? { status: "invalid" as const, errors: {}, values: enquiryValues(form), ...lineAnswer }
          : { status: "invalid" as const, errors: checked.errors, values: checked.values, ...lineAnswer },
      };
    },
    async store({ enquiry, posted }, origin) {
      // Lines the catalogue no longer has are left out and named; the rest goes with the enquiry.
      const { lines, dropped } = await resolveLines(posted);
      const stored = await enqueueEnquiry(enquiry, { ...origin, kind: lines.length > 0 ? "quote" : "contact", lines });
      logger.info({ enquiryId: stored.id, sourcePage, locale, lines: lines.length, dropped: dropped.length }, "enquiry stored");
      return dropped.length > 0 ? { notice: fillPlaceholders(texts.linesDropped, { titles: dropped.join(", ") }) } : {};
    },
  });
}

/** The action of a page that carries the enquiry form, which posts there without JavaScript (in either language). */
export const enquiryPageAction =
  (sourcePage: EnquiryPage) =>
  async ({ request, context }: { request: Request; context: RequestContext }) => {
    const locale = siteLocaleOf(requestUrl(request).pathname);
    const { result, httpStatus } = await submitEnquiry(request, { clientIp: siteRequestOf(context).clientIp, sourcePage, locale });
    return data(result, { status: httpStatus });
  };
