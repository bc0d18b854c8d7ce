import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";

/*
 * An enquiry, as the Enquiries tab lists it (app/features/enquiries/admin/enquiries.tsx) and its
 * CSV export writes it (admin/enquiries-csv.server.ts): who may open them, every stored field
 * under its label, the list's columns and the export's (decision 041). Enquiries are sent by
 * visitors and never typed in the admin, so there is no editor and no import.
 */

export const enquiry = defineEntity({
  name: "enquiry",
  access: STAFF_ROLES,
  fields: {
    id: { label: "enquiries.field.number", kind: "number" },
    createdAt: { label: "enquiries.field.received", kind: "dateTime" },
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
    handledAt: { label: "enquiries.field.handledAt", kind: "dateTime" },
    handledBy: { label: "enquiries.field.handledBy", kind: "text" },
  },
  listColumns: [
    { key: "from", header: "enquiries.column.from" },
    { key: "received", header: "enquiries.column.received" },
    { key: "source", header: "enquiries.column.source" },
    { key: "delivery", header: "enquiries.column.delivery" },
    { key: "status", header: "enquiries.column.status" },
  ],
  exportColumns: [
    "id",
    "createdAt",
    "name",
    "email",
    "phone",
    "company",
    "interestedIn",
    "service",
    "message",
    "sourcePage",
    "locale",
    "delivery",
    "attempts",
    "deliveredAt",
    "lastError",
    "handledAt",
    "handledBy",
  ],
});
