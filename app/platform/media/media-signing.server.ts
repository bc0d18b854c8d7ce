import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/platform/config/secret.server";

/** How long a private image link stays valid, as the specification's storage did. */
export const SIGNED_LINK_SECONDS = 3600;

/** A key of its own for image links, derived from the session secret, so one never signs for the other. */
export function deriveMediaKey(sessionSecret: string): Buffer {
  return createHmac("sha256", sessionSecret).update("cedarline/media-links/v1").digest();
}

let cachedKey: Buffer | undefined;

/** The process's media-link key, from the session secret the server loaded at start. */
export function mediaKey(): Buffer {
  cachedKey ??= deriveMediaKey(sessionSecret());
  return cachedKey;
}

function signature(key: Buffer, path: string, exp: number) {
  return createHmac("sha256", key).update(`${path}\n${exp}`).digest("base64url");
}

/** Signs a storage path until `exp` (seconds since the epoch). */
export function signMediaPath(
  key: Buffer,
  path: string,
  now = Date.now(),
  ttlSeconds = SIGNED_LINK_SECONDS,
): { exp: number; sig: string } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return { exp, sig: signature(key, path, exp) };
}

type SignatureCheck = "valid" | "expired" | "invalid";

/** Checks a link's expiry and HMAC (in constant time); an altered path, expiry or signature is invalid. */
export function verifyMediaSignature(
  key: Buffer,
  path: string,
  exp: string | null,
  sig: string | null,
  now = Date.now(),
): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return "invalid";
  const expected = Buffer.from(signature(key, path, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return Number(exp) * 1000 < now ? "expired" : "valid";
}
