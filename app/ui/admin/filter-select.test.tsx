import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSelect } from "./filter-select";

describe("FilterSelect", () => {
  it("is a labelled dropdown of the search form, showing the address's value", () => {
    const html = renderToStaticMarkup(
      <FilterSelect id="list-state" name="state" label="State" value="draft" className="lg:col-span-1">
        <option value="">All</option>
        <option value="draft">Draft</option>
      </FilterSelect>,
    );
    expect(html).toMatch(/^<div class="lg:col-span-1"><label class="[^"]*" for="list-state">State<\/label><span class="relative block"><select class="[^"]*" id="list-state" name="state">/);
    expect(html).toContain('<option value="draft" selected="">Draft</option>');
  });
});
