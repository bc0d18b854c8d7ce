import { dictionary } from "@zxcvbn-ts/language-common";

/*
 * New passwords (registration, change, reset) must be at least NEW_PASSWORD_MIN_LENGTH long and
 * not among the passwords people use most (OWASP ASVS 5.0, 6.2.4): zxcvbn-ts's list of about
 * 49,000, the ones every guessing attack tries first. Signing in keeps the specification's
 * minimum of 6, so an existing password is never refused at the door.
 */

export const NEW_PASSWORD_MIN_LENGTH = 8;

let common: Set<string> | undefined;

/** True for a password on the common list, or one built from the person's own address or name. */
export function isCommonPassword(password: string, personal: readonly (string | null | undefined)[] = []): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  const candidate = password.trim().toLowerCase();
  if (common.has(candidate)) return true;
  // 'jane2024' for jane@example.com: the first thing anyone who knows the address would try.
  const stripped = candidate.replace(/[\d\W_]+$/u, "");
  if (stripped !== candidate && common.has(stripped)) return true;
  return personal.some((value) => {
    const word = value?.toLowerCase().split("@")[0]?.trim();
    return Boolean(word && word.length >= 3 && (stripped === word || candidate === word));
  });
}
