import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";

/*
 * An enquiry, as the Enquiries tab lists it (app/features/enquiries/admin/enquiries.tsx) and its
 * CSV export writes it (admin/enquiries-csv.server.ts): who may open them, every stored field
 * under its label, the list's columns and the export's (decision 041). Enquiries are sent by
 * visitors and never typed in the admin, so there is no editor and no import; staff move each
 * through the pipeline on its page (state, owner, notes).
 */

export const enquiry = defineEntity({
  name: "enquiry",
  access: STAFF_ROLES,
  fields: {
    id: { label: "enquiries.field.number", kind: "number" },
    createdAt: { label: "enquiries.field.received", kind: "dateTime" },
    kind: { label: "enquiries.field.kind", kind: "choice" },
    state: { label: "enquiries.field.state", kind: "choice" },
    stateChangedAt: { label: "enquiries.field.stateChangedAt", kind: "dateTime" },
    stateChangedBy: { label: "enquiries.field.stateChangedBy", kind: "text" },
    owner: { label: "enquiries.field.owner", kind: "text" },
    name: { label: "enquiries.field.name", kind: "text" },
    email: { label: "enquiries.field.email", kind: "text" },
    phone: { label: "enquiries.field.phone", kind: "text" },
    company: { label: "enquiries.field.company", kind: "text" },
    interestedIn: { label: "enquiries.field.interestedIn", kind: "choice" },
    service: { label: "enquiries.field.service", kind: "choice" },
    message: { label: "enquiries.field.message", kind: "multiline" },
    sourcePage: { label: "enquiries.field.source", kind: "choice" },
    locale: { label: "enquiries.field.language", kind: "choice" },
    delivery: { label: "enquiries.field.delivery", kind: "choice" },
    attempts: { label: "enquiries.field.attempts", kind: "number" },
    deliveredAt: { label: "enquiries.field.deliveredAt", kind: "dateTime" },
    lastError: { label: "enquiries.field.lastError", kind: "multiline" },
    lines: { label: "enquiries.field.lines", kind: "multiline" },
    shipping: { label: "enquiries.field.shipping", kind: "multiline" },
  },
  listColumns: [
    { key: "from", header: "enquiries.column.from" },
    { key: "request", header: "enquiries.column.request" },
    { key: "received", header: "enquiries.column.received" },
    { key: "owner", header: "enquiries.column.owner" },
    { key: "delivery", header: "enquiries.column.delivery" },
    { key: "status", header: "enquiries.column.status" },
  ],
  exportColumns: [
    "id",
    "createdAt",
    "kind",
    "state",
    "stateChangedAt",
    "stateChangedBy",
    "owner",
    "name",
    "email",
    "phone",
    "company",
    "interestedIn",
    "service",
    "message",
    "lines",
    "shipping",
    "sourcePage",
    "locale",
    "delivery",
    "attempts",
    "deliveredAt",
    "lastError",
  ],
});
