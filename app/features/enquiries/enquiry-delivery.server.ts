import {
  DELIVER_ENQUIRY,
  findEnquiry,
  linesOf,
  recordDelivery,
  recordFailedAttempt,
  type StoredEnquiry,
} from "~/features/enquiries/enquiries.server";
import { mailDelivery, payloadId } from "~/platform/mail/mail-delivery.server";
import { composeEnquiryMail } from "./enquiry-mail.server";
import { enquiryRecipient } from "~/features/content/content-store.server";

/*
 * The enquiries' delivery (decision 010): each stored enquiry is composed for the company and sent
 * by its own job, `deliver-enquiry`, which the site's mail delivery runs beside its other mail.
 */

export const enquiryDelivery = mailDelivery<StoredEnquiry>({
  jobKind: DELIVER_ENQUIRY,
  label: "enquiry",
  logKey: "enquiryId",
  idOf: payloadId("enquiryId"),
  // Each enquiry goes to the recipient in the company's details when it is sent.
  find: async (id, database) => {
    const enquiry = await findEnquiry(id, database);
    return enquiry && { ...enquiry, lines: await linesOf(id, database), recipient: await enquiryRecipient(database) };
  },
  compose: composeEnquiryMail,
  recordDelivery,
  recordFailedAttempt,
});
