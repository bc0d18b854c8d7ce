import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./password-policy.server";

describe("common password check", () => {
  it("refuses passwords from the common list, in any case", () => {
    for (const password of ["password", "12345678", "qwerty123", "Password", "iloveyou", "sunshine"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses a common word with digits or symbols tacked on, and the person's own address or name", () => {
    expect(isCommonPassword("password2026!")).toBe(true);
    expect(isCommonPassword("janedoe1", ["janedoe@example.com"])).toBe(true);
    expect(isCommonPassword("Cedarline", ["Cedarline"])).toBe(true);
  });

  it("accepts passwords nobody guesses first", () => {
    for (const password of ["walnut-staircase-ferry", "Tq8#mZ2!pLr", "oak plank in the hallway"]) {
      expect(isCommonPassword(password, ["jane@example.com"]), password).toBe(false);
    }
  });
});
