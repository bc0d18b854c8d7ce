import { beforeAll, describe, expect, it } from "vitest";
import { loadSessionSecret } from "~/platform/config/secret.server";
import { checkFormToken, issueFormToken, MAX_FORM_AGE_MS, MIN_FILL_MS } from "./enquiry-guard.server";

beforeAll(async () => {
  await loadSessionSecret({ SESSION_SECRET: "a-test-secret-that-is-long-enough-to-sign", DATA_DIR: "unused" });
});

describe("enquiry form token", () => {
  const issued = Date.UTC(2026, 10, 23, 12);

  it("is good from the minimum fill time until a day after the form was rendered", () => {
    const token = issueFormToken(issued);
    expect(checkFormToken(token, issued + MIN_FILL_MS - 1)).toBe("too-fast");
    expect(checkFormToken(token, issued + MIN_FILL_MS)).toBe("ok");
    expect(checkFormToken(token, issued + MAX_FORM_AGE_MS)).toBe("ok");
    expect(checkFormToken(token, issued + MAX_FORM_AGE_MS + 1)).toBe("expired");
    expect(checkFormToken(token, issued + 365 * MAX_FORM_AGE_MS)).toBe("expired");
  });

  it("cannot be re-dated or made up", () => {
    const [, signature] = issueFormToken(issued).split(".");
    expect(checkFormToken(`${Date.now() - 60_000}.${signature}`)).toBe("forged");
    expect(checkFormToken("1700000000000.bm90LWEtc2lnbmF0dXJl")).toBe("forged");
    expect(checkFormToken("")).toBe("missing");
    expect(checkFormToken(undefined)).toBe("missing");
  });
});
