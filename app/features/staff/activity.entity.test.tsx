import { describe, expect, it } from "vitest";
import ActivityPage from "~/features/staff/activity";
import { translate } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { cellsPerRow, renderAdminPage, tableHeads } from "../../../tests/support/render-admin-page";
import { activity } from "./activity.entity";

/* The Activity tab draws its columns from the activity entry's declaration. */

describe("the activity declaration", () => {
  it.each([["en", en] as const, ["zh", zh] as const])(
    "heads the Activity list with the declared columns, one cell each (%s)",
    (locale, messages) => {
      const rows = [
        {
          id: 1,
          at: "2026-11-20T15:00:00.000Z",
          who: "ann@example.com",
          action: "sign-in",
          target: null,
        },
        {
          id: 2,
          at: "2026-11-20T15:05:00.000Z",
          who: null,
          action: "import-finished",
          target: { kind: "import", id: 4 },
        },
      ];
      const loaderData = {
        filter: { person: "", action: "" },
        // As the loader answers them: each action with its label's message key.
        actions: [{ name: "sign-in", label: "activity.action.signIn" as const }],
        everything: true,
        people: [],
        total: 2,
        page: 1,
        pageCount: 1,
        rows,
      };
      const html = renderAdminPage(
        ActivityPage,
        { loaderData },
        { locale, path: "/admin/activity" },
      );
      expect(tableHeads(html)).toEqual(
        activity.listColumns.map((column) => translate(messages, column.header, {}, locale)),
      );
      expect(cellsPerRow(html)).toEqual(rows.map(() => activity.listColumns.length));
    },
  );

  it("is open to editors and administrators", () => {
    expect([...activity.access].sort()).toEqual(["admin", "editor"]);
  });
});
