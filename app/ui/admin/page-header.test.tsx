import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./page-header";

describe("PageHeader", () => {
  it("puts the page's title across from what the page offers", () => {
    expect(renderToStaticMarkup(<PageHeader title="Categories"><p>7 categories</p></PageHeader>)).toBe(
      '<div class="flex flex-wrap items-end justify-between gap-4"><h1 id="admin-page-title" class="text-3xl sm:text-4xl">Categories</h1><p>7 categories</p></div>',
    );
  });

  it("gives the title its line of explanation, or keeps the column with none", () => {
    expect(renderToStaticMarkup(<PageHeader title="Users" intro="Who works here" />)).toBe(
      '<div class="flex flex-wrap items-end justify-between gap-4"><div class="max-w-2xl"><h1 id="admin-page-title" class="text-3xl sm:text-4xl">Users</h1><p class="mt-3 text-bark">Who works here</p></div></div>',
    );
    expect(renderToStaticMarkup(<PageHeader title="Activity" intro={null} />)).toBe(
      '<div class="flex flex-wrap items-end justify-between gap-4"><div class="max-w-2xl"><h1 id="admin-page-title" class="text-3xl sm:text-4xl">Activity</h1></div></div>',
    );
  });
});
