import { createHmac } from "node:crypto";

/*
 * An authenticator app, for tests: the 6-digit code of a base32 key at a given time (RFC 6238,
 * HMAC-SHA-1, 30-second steps, as better-auth's twoFactor plugin and the apps use).
 */

/** RFC 4648 base32, spaces and padding ignored, any case. */
export function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = alphabet.indexOf(character);
    if (index < 0) throw new Error(`not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226: the code for one counter value of a raw key. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an app shows for `base32Key` at `at` (milliseconds), 30-second steps. */
export function totp(base32Key: string, at = Date.now(), digits = 6): string {
  return hotp(base32Decode(base32Key), Math.floor(at / 30_000), digits);
}

/** A code no app would show now: the current one with its last digit changed. */
export function wrongTotp(base32Key: string, at = Date.now()): string {
  const near = [-1, 0, 1].map((step) => totp(base32Key, at + step * 30_000));
  for (let digit = 0; digit < 10; digit++) {
    const candidate = `${near[1]!.slice(0, 5)}${digit}`;
    if (!near.includes(candidate)) return candidate;
  }
  throw new Error("unreachable");
}
