import { stringify } from "csv-stringify/sync";
import { translate, TIME_ZONE, type Locale, type MessageKey, type Messages, type Translate } from "~/platform/i18n/i18n";
import { deliveryKeys, deliveryState, interestKey, languageKey, serviceKey, sourceKey } from "../enquiry-labels";
import { enquiry } from "../enquiry.entity";
import type { ListedEnquiry } from "./admin-enquiries.server";
import { lineText, shippingText, type LeadLine } from "./enquiry-lines";
import { kindKeys, stateKeys } from "./lead-pipeline";

/*
 * The Enquiries tab's export: one CSV row per enquiry, every field, headed and labelled in the
 * admin's language. UTF-8 with a byte-order mark, so Excel reads Chinese (and accents) right;
 * CRLF line ends as RFC 4180 says. Senders write what they like, so every text cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return,
 * or their full-width forms) is prefixed with an apostrophe by csv-stringify's
 * `escape_formulas` (docs/decisions/016-enquiries-admin.md). The columns, their order and their
 * headings are the enquiry's declared export (enquiry.entity.ts, decision 041). A lead's lines
 * share one cell, one line of the cell each.
 */

type Cell = string | number | null;

/** The export's columns: those the enquiry declares, each headed by its field's label. */
type ExportKey = (typeof enquiry.exportColumns)[number]["key"];

/** 2026-11-23 14:05 in the office's time zone: what a spreadsheet reads as a date and time. */
function spreadsheetTime(value: Date | null): string | null {
  if (!value) return null;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

// Naming the record delimiter turns off csv-stringify's quoting of lone \n and \r unless
// `quote_record_delimiter` asks for it: without it a message's line break would end the row.
const format = (records: Cell[][], bom: boolean) =>
  stringify(records, { bom, escape_formulas: true, record_delimiter: "windows", quote_record_delimiter: true });

interface EnquiryCsv {
  /** The byte-order mark and the header row. */
  head(): string;
  /** The enquiries' rows; `lines` holds each one's lines, by id (none when absent). */
  rows(enquiries: readonly ListedEnquiry[], lines?: ReadonlyMap<number, readonly LeadLine[]>): string;
}

export function enquiryCsv(messages: Messages, locale: Locale): EnquiryCsv {
  const t = ((key: MessageKey, params?: object) => translate(messages, key, params as never, locale)) as Translate;
  const label = (key: MessageKey | null, stored: string) => (key ? t(key) : stored);
  const cells: Record<ExportKey, (stored: ListedEnquiry, lines: readonly LeadLine[]) => Cell> = {
    id: (stored) => stored.id,
    createdAt: (stored) => spreadsheetTime(stored.createdAt),
    kind: (stored) => t(kindKeys[stored.kind]),
    state: (stored) => t(stateKeys[stored.state]),
    stateChangedAt: (stored) => spreadsheetTime(stored.stateChangedAt),
    stateChangedBy: (stored) => stored.stateChangedBy,
    owner: (stored) => stored.ownerEmail,
    name: (stored) => stored.name,
    email: (stored) => stored.email,
    phone: (stored) => stored.phone,
    company: (stored) => stored.company,
    interestedIn: (stored) => label(interestKey(stored.interestedIn), stored.interestedIn),
    service: (stored) => label(serviceKey(stored.service), stored.service),
    message: (stored) => stored.message,
    lines: (_, lines) => (lines.length ? lines.map((line) => lineText(line, t, locale)).join("\n") : null),
    shipping: (stored) => shippingText(stored.shipping, t),
    sourcePage: (stored) => label(sourceKey(stored.sourcePage), stored.sourcePage),
    locale: (stored) => t(languageKey(stored.locale)),
    delivery: (stored) => t(deliveryKeys[deliveryState(stored.deliveryStatus, stored.attempts)]),
    attempts: (stored) => stored.attempts,
    deliveredAt: (stored) => spreadsheetTime(stored.deliveredAt),
    lastError: (stored) => stored.lastError,
  };
  const record = (stored: ListedEnquiry, lines: readonly LeadLine[]): Cell[] =>
    enquiry.exportColumns.map((column) => cells[column.key](stored, lines));
  return {
    head: () => format([enquiry.exportColumns.map((column) => t(column.label))], true),
    rows: (enquiries, lines) => (enquiries.length ? format(enquiries.map((stored) => record(stored, lines?.get(stored.id) ?? [])), false) : ""),
  };
}

/** The export's file name: enquiries-2026-11-23.csv, the office's date. */
export const csvFileName = (now = new Date()) => `enquiries-${spreadsheetTime(now)!.slice(0, 10)}.csv`;
