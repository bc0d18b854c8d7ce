import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";

/*
 * An entry of the activity log, as the Activity tab lists it (app/features/staff/activity.tsx):
 * open to all staff (which entries each role reads is the log's own rule, auditActionsFor), the
 * entry's fields under their labels and the list's columns (decision 041). Entries are written
 * by the server, never typed.
 */

export const activity = defineEntity({
  name: "activity",
  access: STAFF_ROLES,
  fields: {
    createdAt: { label: "activity.column.when", kind: "dateTime" },
    actor: { label: "activity.column.who", kind: "text" },
    action: { label: "activity.column.action", kind: "choice" },
    target: { label: "activity.column.target", kind: "text" },
  },
  listColumns: [
    { key: "when", header: "activity.column.when" },
    { key: "who", header: "activity.column.who" },
    { key: "action", header: "activity.column.action" },
    { key: "target", header: "activity.column.target" },
  ],
});
