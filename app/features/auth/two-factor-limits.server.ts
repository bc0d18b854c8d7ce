import type { ThrottleRule } from "./auth-throttle.server";

/** How often codes and confirming passwords may be tried, kept in the database (auth-throttle). */
export const twoFactorLimits = {
  /** Codes tried at sign-in from one address, right or wrong. */
  codesPerAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Wrong codes on one account, at sign-in or while setting up. */
  codeFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** An app's code, per account: one sign-in, for longer than the code is accepted. */
  codeOnce: { max: 1, windowSeconds: 120 },
  /** Wrong passwords typed on the account page (they confirm a change), per account. */
  passwordFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

/** A wait in whole minutes, at least one, as the pages say it. */
export const retryMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
