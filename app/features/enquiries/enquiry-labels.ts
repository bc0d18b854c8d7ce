import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * The names staff see for an enquiry's stored values (choices, source page, delivery state), in
 * the admin's language: shared by the Enquiries list, its detail page and the CSV export. A value
 * the site no longer offers is shown as stored.
 */

const interests: Record<string, MessageKey> = {
  residential: "enquiries.interest.residential",
  commercial: "enquiries.interest.commercial",
  both: "enquiries.interest.both",
};

const services: Record<string, MessageKey> = {
  installation: "enquiries.service.installation",
  consultation: "enquiries.service.consultation",
  maintenance: "enquiries.service.maintenance",
  "general-inquiry": "enquiries.service.generalInquiry",
};

const sources: Record<string, MessageKey> = {
  "/contact": "enquiries.source.contact",
  "/inspiration/gallery": "enquiries.source.gallery",
  "/api/enquiries": "enquiries.source.api",
  "/samples": "enquiries.source.samples",
  "/quote": "enquiries.source.quote",
};

export const interestKey = (value: string): MessageKey | null => (Object.hasOwn(interests, value) ? interests[value]! : null);
export const serviceKey = (value: string): MessageKey | null => (Object.hasOwn(services, value) ? services[value]! : null);
export const sourceKey = (path: string): MessageKey | null => (Object.hasOwn(sources, path) ? sources[path]! : null);
/** The language the enquiry was written in, from the page it was sent from (decision 049). */
export const languageKey = (locale: string): MessageKey => (locale === "fr" ? "enquiries.language.fr" : "enquiries.language.en");

export type DeliveryState = "delivered" | "outbox" | "waiting" | "retrying" | "failed";

/** Where the e-mail to the office stands: a pending one that has failed before is 'retrying'. */
export function deliveryState(status: string, attempts: number): DeliveryState {
  if (status === "delivered" || status === "outbox" || status === "failed") return status;
  return attempts > 0 ? "retrying" : "waiting";
}

export const deliveryKeys: Record<DeliveryState, MessageKey> = {
  delivered: "enquiries.delivery.delivered",
  outbox: "enquiries.delivery.outbox",
  waiting: "enquiries.delivery.waiting",
  retrying: "enquiries.delivery.retrying",
  failed: "enquiries.delivery.failed",
};

/** Whether staff may send it again: its e-mail has not gone out. */
export const canRetry = (state: DeliveryState) => state === "waiting" || state === "retrying" || state === "failed";
