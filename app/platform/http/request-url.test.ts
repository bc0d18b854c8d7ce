import { describe, expect, it } from "vitest";
import { dataPathOf, pageOfDataPath, requestUrl } from "./request-url";

const of = (address: string) => requestUrl(new Request(`http://site.test${address}`)).toString().slice("http://site.test".length);

describe("the address a loader answers for", () => {
  it("names a data request's page as its document is named", () => {
    expect(of("/projects.data?kind=spc-floor")).toBe("/projects?kind=spc-floor");
    expect(of("/_.data")).toBe("/");
    expect(of("/fr/_.data")).toBe("/fr/");
    expect(of("/fr/contact.data?_routes=root%2Croutes%2Fcontact")).toBe("/fr/contact");
    expect(of("/admin/content/projects/new.data?index")).toBe("/admin/content/projects/new");
  });

  it("leaves a document's address as it came", () => {
    expect(of("/projects?page=2&q=oak")).toBe("/projects?page=2&q=oak");
    expect(of("/gallery/data-and-floors")).toBe("/gallery/data-and-floors");
    // An index parameter with a value is the page's own.
    expect(of("/projects?index=3")).toBe("/projects?index=3");
  });

  it("reads a data request's path as its page and writes it back", () => {
    for (const [data, page] of [["/projects.data", "/projects"], ["/_.data", "/"], ["/fr/_.data", "/fr/"]] as const) {
      expect(pageOfDataPath(data)).toBe(page);
      expect(dataPathOf(page)).toBe(data);
    }
    expect(pageOfDataPath("/projects")).toBeNull();
  });
});
