import type { MessageScope } from "~/platform/i18n/message-scopes";

/** What every sign-in page shows: its forms, their checks and errors, the language switch. */
const AUTH_PAGE = ["auth.", "common."] as const;

/** The texts each sign-in page sends the browser (platform/i18n/message-scopes.ts). */
export const authScopes = {
  signIn: AUTH_PAGE,
  forgotPassword: AUTH_PAGE,
  resetPassword: AUTH_PAGE,
  setup: AUTH_PAGE,
  // The code step answers with the account page's refusals (a wrong password, a code already used).
  twoFactor: [
    ...AUTH_PAGE,
    "admin.account.error.",
    "admin.account.twoFactor.",
    "admin.account.require.",
  ],
} as const satisfies Record<string, MessageScope>;

/** The admin's pages about one's own account (settings, waiting for a role): the sign-in texts they show. */
export const ownAccountScope = ["auth."] as const satisfies MessageScope;
