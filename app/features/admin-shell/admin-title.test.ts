import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { adminRouteModules, adminSiteRoutes } from "../../../tests/support/admin-routes";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { adminPageOf } from "~/ui/admin/admin-handle";
import { adminPageTitle } from "./admin-title";

/* The browser tab's title of each admin page, named by its route's handle and filled from the address. */

const site = adminSiteRoutes(await adminRouteModules());
/** The page at `pathname` as the layout's meta finds it among its matches. */
const pageAt = (pathname: string) =>
  adminPageOf(site.matching(pathname).map((route) => ({ handle: route.handle, params: matchPath(route.pattern, pathname)?.params })));
/** What the router hands an error boundary for a refused or missing page. */
const answered = (status: number) => ({ status, statusText: "", internal: false, data: null });
const english = (pathname: string, error?: unknown) => adminPageTitle({ locale: "en", messages: en }, pageAt(pathname), error);

describe("the admin's page titles", () => {
  it("names each page by its route's title, with the admin's name", () => {
    expect(english("/admin")).toBe("Products | Cedarline Flooring admin");
    expect(english("/admin/products/new")).toBe("Add product | Cedarline Flooring admin");
    expect(english("/admin/products/12")).toBe("Edit product | Cedarline Flooring admin");
    expect(english("/admin/categories")).toBe(`${en["categories.title"]} | Cedarline Flooring admin`);
    expect(english("/admin/content/news/3")).toBe(`${en["content.title"]} | Cedarline Flooring admin`);
    expect(english("/admin/content/company")).toBe(`${en["content.title"]} | Cedarline Flooring admin`);
    expect(english("/admin/import/spreadsheet")).toBe(`${en["import.sheet.title"]} | Cedarline Flooring admin`);
    expect(english("/admin/pending")).toBe(`${en["auth.pending.title"]} | Cedarline Flooring admin`);
    expect(english("/admin/account")).toBe(`${en["admin.account.title"]} | Cedarline Flooring admin`);
    expect(english("/admin/no-such-page")).toBe("Admin | Cedarline Flooring admin");
  });

  it("fills a page's number from its address", () => {
    expect(english("/admin/import/jobs/7")).toBe("Import #7 | Cedarline Flooring admin");
    expect(english("/admin/enquiries/4")).toBe("Enquiry #4 | Cedarline Flooring admin");
  });

  it("says what went wrong instead, and speaks the person's language", () => {
    expect(english("/admin/users", answered(403))).toBe("This page is not open to your account | Cedarline Flooring admin");
    expect(english("/admin/no-such-page", answered(404))).toBe("This page does not exist | Cedarline Flooring admin");
    expect(english("/admin", new Error("down"))).toBe("This page could not be shown | Cedarline Flooring admin");
    expect(adminPageTitle({ locale: "zh", messages: zh }, pageAt("/admin"), undefined, "Cedarline Flooring")).toBe("产品 | Cedarline Flooring 管理后台");
  });
});
