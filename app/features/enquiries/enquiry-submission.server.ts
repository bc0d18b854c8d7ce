import { data, type AppLoadContext } from "react-router";
import {
  checkEnquiry,
  enquiryMessages,
  enquiryValues,
  formTokenField,
  honeypotField,
  type EnquiryPage,
  type EnquiryResult,
} from "~/features/enquiries/enquiry-form-schema";
import { site } from "~/content/site";
import { countEnquiriesSince, enqueueEnquiry } from "~/features/enquiries/enquiries.server";
import { checkFormToken, clientKeyFor, issueFormToken, MIN_FILL_MS, RATE_LIMIT } from "./enquiry-guard.server";
import { wakeJobs } from "../../platform/jobs/job-runner.server";
import { logger } from "../../platform/log/logger.server";
import { readLimitedForm } from "../../platform/http/read-form.server";

/** A filled-in form is about 2 KB; anything far beyond that is not a person typing. */
export const MAX_BODY_BYTES = 16 * 1024;

export const rateLimitedMessage = `You have sent several enquiries in the last few minutes. Please wait a little before sending another, or call us at ${site.phone.display}.`;
export const tooLargeMessage = "The form was too large to send. Please shorten your message and try again.";

export interface EnquiryOutcome {
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
  { clientIp, sourcePage }: { clientIp: string | undefined; sourcePage: string },
): Promise<EnquiryOutcome> {
  const form = await readLimitedForm(request, MAX_BODY_BYTES);
  if (form === "too large") return { result: { status: "refused", message: tooLargeMessage }, httpStatus: 413 };
  if (form === "not a form") return { result: { status: "refused", message: enquiryMessages.failed }, httpStatus: 400 };

  const clientKey = clientKeyFor(clientIp);
  // Bots are told what people are told, so they learn nothing; their posts are not kept.
  const honeypot = form.get(honeypotField);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ clientKey, sourcePage, reason: "honeypot" }, "enquiry dropped as automated");
    return { result: { status: "sent" }, httpStatus: 200 };
  }
  // Field messages first: a person who typed quickly still learns what to fix.
  const checked = checkEnquiry(form);
  if (!checked.success) {
    return { result: { status: "invalid", errors: checked.errors, values: checked.values }, httpStatus: 400 };
  }
  const token = checkFormToken(form.get(formTokenField));
  if (token === "expired") {
    // A person may leave a form open overnight: they are asked to send again, with a new token.
    logger.info({ clientKey, sourcePage }, "enquiry form expired; asked to send again");
    return {
      result: {
        status: "refused",
        message: enquiryMessages.expired,
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
        result: { status: "refused", message: rateLimitedMessage, values: enquiryValues(form) },
        httpStatus: 429,
      };
    }
    const stored = await enqueueEnquiry(checked.enquiry, { sourcePage, clientKey });
    logger.info({ enquiryId: stored.id, sourcePage }, "enquiry stored");
  } catch (error) {
    logger.error({ err: error, sourcePage }, "enquiry could not be stored");
    return { result: { status: "refused", message: enquiryMessages.failed, values: enquiryValues(form) }, httpStatus: 503 };
  }
  wakeJobs();
  return { result: { status: "sent" }, httpStatus: 200 };
}

/** The action of a page that carries the enquiry form, which posts there without JavaScript. */
export const enquiryPageAction =
  (sourcePage: EnquiryPage) =>
  async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const { result, httpStatus } = await submitEnquiry(request, { clientIp: context.clientIp, sourcePage });
    return data(result, { status: httpStatus });
  };
