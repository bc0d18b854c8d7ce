import { defineEntity } from "~/platform/entities/define";

/*
 * A staff account, as the Users tab lists it (app/features/staff/users.tsx): administrators only,
 * the account's fields under their labels and the list's columns (decision 041). Accounts are
 * made by signing up and changed by the tab's buttons, so there is no editor and no export.
 */

export const user = defineEntity({
  name: "user",
  access: ["admin"],
  fields: {
    email: { label: "users.column.email", kind: "text" },
    role: { label: "users.column.role", kind: "choice" },
    emailVerified: { label: "users.column.verified", kind: "boolean" },
    twoFactorEnabled: { label: "users.column.twoFactor", kind: "boolean" },
    createdAt: { label: "users.column.created", kind: "dateTime" },
    lastSignInAt: { label: "users.column.lastSignIn", kind: "dateTime" },
  },
  listColumns: [
    { key: "email", header: "users.column.email" },
    { key: "role", header: "users.column.role" },
    { key: "verified", header: "users.column.verified" },
    { key: "twoFactor", header: "users.column.twoFactor" },
    { key: "created", header: "users.column.created" },
    { key: "lastSignIn", header: "users.column.lastSignIn" },
    { key: "actions", header: "users.column.actions" },
  ],
});
