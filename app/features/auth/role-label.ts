import type { MessageKey } from "~/platform/i18n/i18n";

/** A role's name in the admin's language. */
export const roleLabel = (role: string): MessageKey =>
  role === "admin"
    ? "users.role.admin"
    : role === "editor"
      ? "users.role.editor"
      : "users.role.pending";
