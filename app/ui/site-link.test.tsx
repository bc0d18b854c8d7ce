import { EnhanceScriptProvider } from "~/platform/render/page-scripts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { anchorToFollow, currentPage, isCurrentPath, SiteLink } from "./site-link";

const origin = "https://floors.example";

/** An anchor as the click listener sees it, and the element clicked inside it. */
function anchor(attributes: Record<string, string>, href = `${origin}/products`) {
  const link = {
    href,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (selector === 'a[data-discover=""]' && attributes["data-discover"] === "" ? link : null),
  };
  return link;
}

const click = (target: unknown, changes: Partial<Record<"defaultPrevented" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey", boolean>> & { button?: number } = {}) => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  target: target as EventTarget,
  ...changes,
});

describe("SiteLink", () => {
  it("is the plain anchor a Link renders, marked for route discovery and for the click listener", () => {
    const html = renderToStaticMarkup(
      <SiteLink to="/products?category=spc-floor" className="nav-link" aria-current="page">
        SPC
      </SiteLink>,
    );
    expect(html).toBe('<a class="nav-link" aria-current="page" href="/products?category=spc-floor" data-discover="">SPC</a>');
  });

  it("goes without the mark on a page without the app, which has no router to read it", () => {
    const html = renderToStaticMarkup(
      <EnhanceScriptProvider value="/assets/enhance.js">
        <SiteLink to="/about">About</SiteLink>
      </EnhanceScriptProvider>,
    );
    expect(html).toBe('<a href="/about">About</a>');
  });
});

describe("anchorToFollow", () => {
  const siteLink = anchor({ "data-discover": "" });

  it("takes over a plain primary click on a site link", () => {
    expect(anchorToFollow(click(siteLink), origin)).toBe(siteLink);
  });

  it("leaves clicks with a modifier key, another button, or already handled to the browser", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(anchorToFollow(click(siteLink, { [key]: true }), origin), key).toBeNull();
    }
    expect(anchorToFollow(click(siteLink, { button: 1 }), origin)).toBeNull();
    expect(anchorToFollow(click(siteLink, { defaultPrevented: true }), origin)).toBeNull();
  });

  it("leaves a router Link (even one that reloads the document), a new window, a download and another origin alone", () => {
    expect(anchorToFollow(click(anchor({ "data-discover": "true" })), origin)).toBeNull();
    expect(anchorToFollow(click(anchor({ "data-discover": "", target: "_blank" })), origin)).toBeNull();
    expect(anchorToFollow(click(anchor({ "data-discover": "", target: "_self" })), origin)).not.toBeNull();
    expect(anchorToFollow(click(anchor({ "data-discover": "", download: "" })), origin)).toBeNull();
    expect(anchorToFollow(click(anchor({ "data-discover": "" }, "https://elsewhere.example/products")), origin)).toBeNull();
    expect(anchorToFollow(click(anchor({})), origin)).toBeNull();
  });

  it("ignores a click whose target is not an element", () => {
    expect(anchorToFollow(click(null), origin)).toBeNull();
    expect(anchorToFollow(click({}), origin)).toBeNull();
  });
});

describe("isCurrentPath", () => {
  it("marks the page shown and, unless `end`, the sections under it, as NavLink does", () => {
    expect(isCurrentPath("/products", "/products")).toBe(true);
    expect(isCurrentPath("/products/12", "/products")).toBe(true);
    expect(isCurrentPath("/products/12", "/products", true)).toBe(false);
    expect(isCurrentPath("/products-old", "/products")).toBe(false);
    expect(isCurrentPath("/about", "/")).toBe(false);
    expect(isCurrentPath("/", "/", true)).toBe(true);
    expect(isCurrentPath("/products", "/products?category=spc-floor")).toBe(true);
    expect(isCurrentPath("/Products", "/products")).toBe(true);
    expect(currentPage("/news/award", "/news")).toBe("page");
    expect(currentPage("/news", "/projects")).toBeUndefined();
  });
});
