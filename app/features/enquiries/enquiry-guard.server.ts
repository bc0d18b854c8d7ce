import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/platform/config/secret.server";

/*
 * Cheap, stateless defences against form bots. A person needs a few seconds to fill the form;
 * a script posts at once or without ever loading the page. The form carries a signed time of
 * issue, so neither the timing nor the token can be made up without the server's secret.
 */

/** Faster than this from page to submission is a script, not a person (the limit is 3 s at most). */
export const MIN_FILL_MS = 2_000;

/**
 * A form token is good for a day: long enough for a visitor who leaves the tab open overnight
 * (who is asked to send again, not dropped), short enough that a token scraped once cannot
 * feed a bot for long.
 */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** Per sender address: this many stored enquiries within the window, then a polite refusal. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

const sign = (value: string, purpose: string) =>
  createHmac("sha256", sessionSecret()).update(`${purpose}:${value}`).digest("base64url");

/**
 * A token naming the moment the form was rendered. One that replaces an expired token is dated
 * back by the minimum fill time: the visitor has already filled the form in.
 */
export function issueFormToken(now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt, "enquiry-form")}`;
}

type FormTokenVerdict = "ok" | "missing" | "forged" | "too-fast" | "expired";

export function checkFormToken(token: unknown, now = Date.now()): FormTokenVerdict {
  if (typeof token !== "string" || token === "") return "missing";
  const [issuedAt = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(issuedAt, "enquiry-form"));
  const given = Buffer.from(signature);
  if (!/^\d{10,16}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return "forged";
  }
  const age = now - Number(issuedAt);
  if (age > MAX_FORM_AGE_MS) return "expired";
  return age < MIN_FILL_MS ? "too-fast" : "ok";
}

/** A keyed hash of the sender's address: enough to count their enquiries, useless if leaked. */
export function clientKeyFor(ip: string | undefined): string {
  return sign(ip && ip.length > 0 ? ip : "unknown", "enquiry-client").slice(0, 32);
}
