import { describe, expect, it } from "vitest";
import { isAllowedLink, isExternalLink } from "./safe-link";

describe("isAllowedLink", () => {
  it.each([
    "https://www.example.com/page?x=1#top",
    "http://example.com",
    "HTTPS://EXAMPLE.COM/",
    "/projects?kind=solid-hardwood",
    "/",
    "/projects/hardwood-selection-guide#care",
  ])("takes %s", (href) => expect(isAllowedLink(href)).toBe(true));

  it.each([
    "",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    " javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "&#106;avascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:info@example.com",
    "tel:+19055550174",
    "//evil.example/path",
    "/\\evil.example",
    "https:evil.example",
    "https:/evil.example",
    "http://",
    "projects",
    "ftp://example.com/file",
    "https://bank.example@evil.example/",
    "https://user:pass@example.com/",
    "https:///evil.example",
    "https://exa\u200bmple.com/",
    "/pa\u202eth",
    `https://example.com/${"a".repeat(2_000)}`,
  ])("refuses %j", (href) => expect(isAllowedLink(href)).toBe(false));

  it("tells the site's paths from addresses elsewhere", () => {
    expect(isExternalLink("/contact")).toBe(false);
    expect(isExternalLink("https://www.instagram.com/")).toBe(true);
  });
});
