import { describe, expect, it } from "vitest";
import AdminImport from "~/features/imports/link/import";
import { translate } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { cellsPerRow, renderAdminPage, tableHeads } from "../../../tests/support/render-admin-page";
import { job } from "./job.entity";

/* The Data import tab's recent imports draw their columns from the import job's declaration. */

describe("the job declaration", () => {
  it.each([["en", en] as const, ["zh", zh] as const])(
    "heads the recent imports with the declared columns, one cell each (%s)",
    (locale, messages) => {
      const jobs = [
        {
          id: 3,
          kind: "link-import",
          state: "done",
          link: "https://example.com/oak",
          dryRun: false,
          undoOf: null,
          createdAt: "2026-11-20T15:00:00.000Z",
          by: "ann@example.com",
        },
        {
          id: 4,
          kind: "import-undo",
          state: "queued",
          link: null,
          dryRun: false,
          undoOf: 3,
          createdAt: "2026-11-20T15:05:00.000Z",
          by: null,
        },
      ];
      const html = renderAdminPage(
        AdminImport,
        { loaderData: { supplier: null, jobs }, actionData: undefined },
        { locale, path: "/admin/import" },
      );
      expect(tableHeads(html)).toEqual(
        job.listColumns.map((column) => translate(messages, column.header, {}, locale)),
      );
      expect(cellsPerRow(html)).toEqual(jobs.map(() => job.listColumns.length));
    },
  );

  it("heads the number column with the sign it always had", () => {
    expect(translate(en, job.column("number").header, {}, "en")).toBe("#");
    expect(translate(zh, job.column("number").header, {}, "zh")).toBe("#");
  });
});
