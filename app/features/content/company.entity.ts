import { defineEntity } from "~/platform/entities/define";
import type { PlainMessageKey } from "~/platform/i18n/i18n";
import { listColumns } from "./shared-fields";

/*
 * The company's details: one record, read by the footer, the contact page, the home page's
 * LocalBusiness data, the enquiry e-mails and the sitemap. Only administrators change it: it
 * says where the website's enquiries go (decision 048).
 */

const text = <const L extends PlainMessageKey>(label: L, limit: number, en: string, zh: string) =>
  ({
    label,
    kind: "text",
    limit,
    required: true,
    group: "main",
    headers: { en: [en], zh: [zh] },
    messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
  }) as const;

export const company = defineEntity({
  name: "company",
  access: ["admin"],
  groups: ["main"],
  fields: {
    name: text("content.field.name", 100, "Company name", "公司名称"),
    legalName: text("content.field.legalName", 120, "Legal name", "法定名称"),
    street: text("content.field.street", 120, "Street address", "街道地址"),
    city: text("content.field.city", 80, "City", "城市"),
    region: text("content.field.region", 4, "Province code", "省份代码"),
    regionName: text("content.field.regionName", 60, "Province", "省份"),
    postalCode: text("content.field.postalCode", 12, "Postal code", "邮政编码"),
    phone: text("content.field.phone", 30, "Phone", "电话"),
    email: {
      ...text("content.field.email", 200, "Email", "邮箱"),
      format: "email",
      messages: {
        required: "content.validation.emailInvalid",
        tooLong: "content.validation.emailInvalid",
        invalid: "content.validation.emailInvalid",
      },
    },
    // Days and times, written in each language's own form by the pages that show them (decision 052).
    hours: {
      label: "content.field.hours",
      hint: "content.field.hoursHint",
      kind: "openingHours",
      required: false,
      group: "main",
      headers: { en: ["Opening hours"], zh: ["营业时间"] },
      messages: {
        invalid: "content.validation.listMalformed",
        timeInvalid: "content.validation.timeInvalid",
        closesBeforeOpens: "content.validation.closesBeforeOpens",
        dateInvalid: "content.validation.dateInvalid",
        dateTwice: "content.validation.dateTwice",
        tooMany: "content.validation.tooMany",
      },
    },
    social: {
      label: "content.field.social",
      kind: "links",
      limit: 8,
      itemLimit: 300,
      required: false,
      group: "main",
      headers: { en: ["Social links"], zh: ["社交媒体链接"] },
      messages: {
        tooMany: "content.validation.tooMany",
        labelRequired: "content.validation.labelRequired",
        linkInvalid: "content.validation.linkInvalid",
        tooLong: "content.validation.tooLong",
      },
    },
    enquiryRecipient: {
      ...text("content.field.enquiryRecipient", 200, "Enquiries go to", "询价发送至"),
      hint: "content.field.enquiryRecipientHint",
      // Where every lead goes: never in a page a visitor gets.
      staffOnly: true,
      format: "email",
      messages: {
        required: "content.validation.emailInvalid",
        tooLong: "content.validation.emailInvalid",
        invalid: "content.validation.emailInvalid",
      },
    },
  },
  listColumns,
});
