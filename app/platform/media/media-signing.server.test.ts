import { describe, expect, it } from "vitest";
import { deriveMediaKey, SIGNED_LINK_SECONDS, signMediaPath, verifyMediaSignature } from "./media-signing.server";

const key = deriveMediaKey("a-session-secret-of-at-least-thirty-two-characters");
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("signed media links", () => {
  it("are valid for 3600 seconds and refused once expired", () => {
    const { exp, sig } = signMediaPath(key, "uploads/oak.jpg", now);
    expect(exp).toBe(now / 1000 + SIGNED_LINK_SECONDS);
    expect(SIGNED_LINK_SECONDS).toBe(3600);
    expect(verifyMediaSignature(key, "uploads/oak.jpg", String(exp), sig, now)).toBe("valid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", String(exp), sig, now + 3600_000)).toBe("valid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", String(exp), sig, now + 3601_000)).toBe("expired");
  });

  it("refuse any altered path, expiry or signature, or another key", () => {
    const { exp, sig } = signMediaPath(key, "uploads/oak.jpg", now);
    expect(verifyMediaSignature(key, "uploads/walnut.jpg", String(exp), sig, now)).toBe("invalid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", String(exp + 3600), sig, now)).toBe("invalid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", String(exp), `${sig.slice(0, -1)}A`, now)).toBe("invalid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", String(exp), "", now)).toBe("invalid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", null, sig, now)).toBe("invalid");
    expect(verifyMediaSignature(key, "uploads/oak.jpg", "1e12", sig, now)).toBe("invalid");
    const other = deriveMediaKey("another-session-secret-of-thirty-two-characters");
    expect(verifyMediaSignature(other, "uploads/oak.jpg", String(exp), sig, now)).toBe("invalid");
  });

  it("use a key derived from the session secret, never the secret itself", () => {
    const secret = "a-session-secret-of-at-least-thirty-two-characters";
    expect(deriveMediaKey(secret).equals(Buffer.from(secret))).toBe(false);
    expect(deriveMediaKey(secret).equals(key)).toBe(true);
  });
});
