/*
 * Backup codes a person can type from paper (docs/decisions/038-backup-codes-and-public-pictures.md).
 * New codes use an alphabet without look-alikes: no 0 or O, no 1, I or L. Whatever was typed is
 * compared in one form: capitals, without spaces or hyphens. Shared by the server and the form's
 * check in the browser.
 */

/** Digits 2–9 and capitals without I, L and O: 31 signs, nothing to mistake for another. */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Ten signs a code, shown as two groups of five. */
export const BACKUP_CODE_LENGTH = 10;

/** A typed code in the one form codes are compared in: capitals, no spaces, no hyphens. */
export function compactBackupCode(typed: string): string {
  return typed.replace(/[\s\u2010-\u2015-]/g, "").toUpperCase();
}

/** Whether a typed code could be one at all: ten letters or digits once spaces and hyphens are gone. */
export const isBackupCodeShape = (typed: string) => /^[A-Z0-9]{10}$/.test(compactBackupCode(typed));

/** The code as it is shown and stored: `XXXXX-XXXXX`. */
export function formatBackupCode(compact: string): string {
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}
