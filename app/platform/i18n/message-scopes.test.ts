import { describe, expect, it } from "vitest";
import { inScope } from "./message-scopes";

describe("a scope of texts", () => {
  it("holds the keys under a prefix ending with a dot, and a key named whole with the keys below it", () => {
    const scope = ["common.", "admin.title"];
    expect(inScope("common.save", scope)).toBe(true);
    expect(inScope("admin.title", scope)).toBe(true);
    expect(inScope("admin.title.short", scope)).toBe(true);
    expect(inScope("admin.titles", scope)).toBe(false);
    expect(inScope("commons.save", scope)).toBe(false);
    expect(inScope("auth.signIn.title", [])).toBe(false);
  });
});
