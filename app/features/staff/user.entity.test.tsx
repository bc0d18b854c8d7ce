import { describe, expect, it } from "vitest";
import UsersPage from "~/features/staff/users";
import { translate } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { cellsPerRow, renderAdminPage, tableHeads } from "../../../tests/support/render-admin-page";
import { user } from "./user.entity";

/* The Users tab draws its columns from the account's declaration, which keeps it to administrators. */

const account = (id: string, role: string) => ({
  id,
  email: `${id}@example.com`,
  role,
  disabled: false,
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: "2026-11-01T12:00:00.000Z",
  lastSignInAt: null,
  activeSessions: 0,
});

describe("the user declaration", () => {
  it.each([["en", en] as const, ["zh", zh] as const])(
    "heads the Users list with the declared columns, one cell each (%s)",
    (locale, messages) => {
      const accounts = [
        account("me", "admin"),
        account("ann", "editor"),
        account("new", "pending"),
      ];
      const html = renderAdminPage(
        UsersPage,
        { loaderData: { me: "me", accounts }, actionData: undefined },
        { locale, path: "/admin/users" },
      );
      expect(tableHeads(html)).toEqual(
        user.listColumns.map((column) => translate(messages, column.header, {}, locale)),
      );
      expect(cellsPerRow(html)).toEqual(accounts.map(() => user.listColumns.length));
    },
  );

  it("is for administrators only", () => {
    expect(user.access).toEqual(["admin"]);
  });
});
