import { describe, expect, it } from "vitest";
import { isPrivateRequestPath, isSameOrigin } from "./admin-area";

describe("the private area", () => {
  it("covers the sign-in pages, the admin and their data requests, and nothing else", () => {
    for (const path of ["/auth", "/auth/sign-out", "/auth.data", "/admin", "/admin.data", "/admin/users.data", "/api/admin/x"]) {
      expect(isPrivateRequestPath(path), path).toBe(true);
    }
    for (const path of ["/", "/authors", "/administration", "/products", "/api/products", "/_.data"]) {
      expect(isPrivateRequestPath(path), path).toBe(false);
    }
  });

  it("takes a state-changing request only from this site's pages", () => {
    const site = "https://www.example.ca";
    expect(isSameOrigin({ headers: { origin: site } }, site)).toBe(true);
    expect(isSameOrigin({ headers: { origin: "https://evil.example" } }, site)).toBe(false);
    expect(isSameOrigin({ headers: { origin: "null" } }, site)).toBe(false);
    expect(isSameOrigin({ headers: { "sec-fetch-site": "cross-site" } }, site)).toBe(false);
    expect(isSameOrigin({ headers: { "sec-fetch-site": "same-origin" } }, site)).toBe(true);
    expect(isSameOrigin({ headers: {} }, site)).toBe(true);
  });
});
