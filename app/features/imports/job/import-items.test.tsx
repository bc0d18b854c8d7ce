import { describe, expect, it } from "vitest";
import { renderAdminPage } from "../../../../tests/support/render-admin-page";
import { JobItems, type JobItemRow } from "./import-items";

/*
 * The links above a job's list, one per outcome with its count, read in the page's language:
 * in Chinese every count stands in full-width brackets, the outcomes' as 'All' has them.
 */

const row = (id: number, outcome: JobItemRow["outcome"]): JobItemRow => ({
  id,
  position: id + 1,
  item: `Oak ${id}`,
  outcome,
  productId: outcome === "fail" ? null : id,
  message: null,
  messageIsKey: false,
});

const linkTexts = (html: string) =>
  [...html.matchAll(/<a [^>]*href="\/admin\/import\/jobs\/7[^"]*#job-items"[^>]*>(.*?)<\/a>/gs)].map(([, inner = ""]) =>
    inner.replace(/<[^>]*>/g, "").trim(),
  );

function drawn(locale: "en" | "zh") {
  return renderAdminPage(
    JobItems,
    {
      path: "/admin/import/jobs/7",
      title: "Product by product",
      items: [row(1, "create"), row(2, "create"), row(3, "fail")],
      counts: { create: 2, fail: 1 },
      labels: {
        create: "import.items.outcome.create",
        update: "import.items.outcome.update",
        unchanged: "import.items.outcome.unchanged",
        skip: "import.items.outcome.skip",
        fail: "import.items.outcome.fail",
      },
      outcome: null,
      page: 1,
      pageCount: 1,
    },
    { locale, path: "/admin/import/jobs/7" },
  );
}

describe("a job's outcome links", () => {
  it("name each outcome with its count in English", () => {
    expect(linkTexts(drawn("en"))).toEqual(["All (3)", "Created (2)", "Failed (1)"]);
  });

  it("write every count in Chinese brackets in Chinese", () => {
    expect(linkTexts(drawn("zh"))).toEqual(["全部（3）", "已创建（2）", "失败（1）"]);
  });
});
