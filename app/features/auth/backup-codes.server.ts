import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_LENGTH,
  compactBackupCode,
  formatBackupCode,
} from "./backup-codes";

/** How many codes a person gets at a time. */
const BACKUP_CODE_COUNT = 10;

/** One code: each sign drawn evenly from the alphabet (bytes past the last whole round are redrawn). */
function newBackupCode(): string {
  const size = BACKUP_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < BACKUP_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < BACKUP_CODE_LENGTH)
        code += BACKUP_CODE_ALPHABET[byte % size];
    }
  }
  return formatBackupCode(code);
}

/** A fresh set of codes, for better-auth's `customBackupCodesGenerate`. */
export function generateBackupCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(newBackupCode());
  return [...codes];
}

/**
 * The stored code that a typed one stands for, as better-auth compares codes: letter for letter.
 * Typed and stored codes are compared capitalised and without spaces or hyphens, so a code works
 * however it was typed; codes made before the alphabet without look-alikes (mixed case, any
 * letter) are found the same way and keep working. Without a match, the typed code in its shown
 * form, which better-auth then refuses (and the refusal is counted).
 */
export async function storedBackupCode(
  context: RequestContext,
  userId: string,
  typed: string,
): Promise<string> {
  const compact = compactBackupCode(typed);
  let stored: string[] = [];
  try {
    stored = (await siteRequestOf(context).auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
  } catch {
    // No two-factor (any more): better-auth answers for itself.
  }
  return stored.find((code) => compactBackupCode(code) === compact) ?? formatBackupCode(compact);
}
