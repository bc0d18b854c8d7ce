import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { testDatabases } from "../../../../tests/support/test-databases";
import { catalogueSearchParams } from "./catalogue-params";
import { catalogueChanged } from "./public-catalogue.server";
import { productsPage } from "./products.server";

/** The product list's answer for an address, as the route reads it. */
const answer = (address: string) => {
  const url = new URL(address, "http://localhost");
  const query = catalogueSearchParams.parse(Object.fromEntries(url.searchParams));
  return productsPage(new Request(url), query).catch((thrown: unknown) => thrown);
};

describe.each(testDatabases())("the product list's data on $name", (target) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };

  beforeAll(async () => {
    handle = await target.create();
    await seedDemoCatalogueIfEmpty(handle.db);
    setDatabase(handle);
    catalogueChanged();
  });
  afterAll(async () => {
    setDatabase(undefined);
    catalogueChanged();
    await handle.dispose();
  });

  it("sends another spelling of the same state, and a page past the last, to the one address", async () => {
    const untidy = (await answer("/products?category=all&size=&page=1")) as Response;
    expect(untidy).toBeInstanceOf(Response);
    expect(untidy.status).toBe(302);
    expect(untidy.headers.get("Location")).toBe("/products");

    const past = (await answer("/products?category=spc-floor&page=99")) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/products?category=spc-floor");
  });

  it("answers a category's page with its products and their cache tags, an unknown one with 404", async () => {
    const page = (await answer("/products?category=spc-floor")) as {
      data: {
        query: { category: string };
        category: { slug: string } | null;
        products: { id: number }[];
      };
      init: ResponseInit | null;
    };
    expect(page.init?.status).toBe(200);
    expect(page.data.category?.slug).toBe("spc-floor");
    expect(page.data.products.length).toBeGreaterThan(0);
    const tags = new Headers(page.init?.headers).get("Cache-Tag")!.split(" ");
    expect(tags.length).toBe(page.data.products.length + 1);

    const unknown = (await answer("/products?category=no-such-floor")) as typeof page;
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toMatchObject({ unknownCategory: true, products: [] });
  });
});
