import type { PluralMessage } from "./i18n";

/*
 * The admin's English texts: the source of every message key. `messages.zh.ts` must carry the
 * same keys (tsc) with the same placeholders (messages.test.ts).
 *
 * Keys are flat and dotted, grouped by area (auth, admin, users, activity, mail, common), so a
 * search for a key finds both its use and its text. `{name}` is a placeholder; an entry with
 * `one`/`other` forms is chosen by its `count` parameter.
 */
export const en = {
  // ---------------------------------------------------------------- sign-in and registration
  "auth.signIn.title": "Administrator login",
  "auth.register.title": "Register administrator account",
  "auth.staffArea": "Staff area",
  "auth.signIn.toRegister": "No account yet? Register",
  "auth.register.toSignIn": "Already registered? Sign in",
  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.field.confirmPassword": "Confirm password",
  "auth.field.newPassword": "New password",
  "auth.action.signIn": "Sign in",
  "auth.action.register": "Register",
  "auth.action.signOut": "Sign out",
  "auth.action.signOutEverywhere": "Sign out everywhere",
  "auth.forgotPassword": "Forgot password?",
  "auth.backToSignIn": "Back to sign-in",

  "auth.validation.emailRequired": "Email is required",
  "auth.validation.emailInvalid": "Invalid email address",
  "auth.validation.passwordRequired": "Password is required",
  "auth.validation.passwordMin": "Password must be at least 6 characters",
  "auth.validation.registrationPasswordMin": "Password must be at least 8 characters",
  "auth.validation.passwordMax": "Password must be at most 128 characters",
  "auth.validation.passwordTooCommon": "This password is too common",
  "auth.validation.passwordsDoNotMatch": "Passwords don't match",

  "auth.toast.loginFailed": "Login failed",
  "auth.toast.registrationFailed": "Registration failed",
  "auth.toast.registered": "Registered: check your mailbox to verify your address",
  "auth.toast.loggedIn": "Logged in, redirecting…",
  "auth.error.invalidCredentials": "Incorrect email or password",
  "auth.error.rateLimited": "Too many attempts. Please try again in {minutes} min.",

  "auth.pending.title": "Your access awaits approval",
  "auth.pending.body":
    "Your account is registered. An administrator needs to approve it before you can use the admin; please check back later or ask an administrator.",

  // ---------------------------------------------------------------- password reset
  "auth.reset.requestTitle": "Reset your password",
  "auth.reset.requestIntro":
    "Enter your account's email address and we'll send you a link to choose a new password.",
  "auth.reset.sendLink": "Send reset link",
  "auth.reset.sent": "If an account exists for that address, a reset link is on its way.",
  "auth.reset.newTitle": "Choose a new password",
  "auth.reset.save": "Save new password",
  "auth.reset.done": "Your password has been changed. Sign in with the new one.",
  "auth.reset.expired": "This link has expired or was already used. Please ask for a new one.",
  "auth.reset.requestAgain": "Request a new link",

  // ---------------------------------------------------------------- first administrator
  "auth.setup.title": "Create the first administrator",
  "auth.setup.intro":
    "No administrator exists yet. The account you create here becomes the first administrator, and this page then closes.",
  "auth.setup.create": "Create administrator",
  "auth.setup.invalid":
    "This setup link is not valid: it has expired, or an administrator already exists.",
  "auth.setup.failed": "The account could not be created. Please try again.",
  "auth.setup.done": "The administrator account is created. Sign in to continue.",

  // ---------------------------------------------------------------- e-mail verification
  "auth.verify.required": "Please verify your email address first: we sent you a link.",
  "auth.verify.done": "Your email address is verified. You can sign in now.",
  "auth.verify.expired": "This verification link has expired. Sign in to receive a new one.",
  "auth.verify.resend": "Send the link again",

  // ---------------------------------------------------------------- two-factor authentication
  "auth.twoFactor.setupTitle": "Set up two-factor authentication",
  "auth.twoFactor.setupIntro":
    "Scan this code with an authenticator app, then enter the 6-digit code it shows.",
  "auth.twoFactor.manualKey": "Or type this key into the app",
  "auth.twoFactor.enterCode": "Enter the 6-digit code from your authenticator app",
  "auth.twoFactor.codeLabel": "6-digit code",
  "auth.twoFactor.verify": "Verify",
  "auth.twoFactor.invalidCode": "That code is not right. Please try again.",
  "auth.twoFactor.useBackupCode": "Use a backup code",
  "auth.twoFactor.backupCodeLabel": "Backup code",
  "auth.twoFactor.useApp": "Use the authenticator app",
  "auth.twoFactor.backupCodesTitle": "Your backup codes",
  "auth.twoFactor.backupCodesShownOnce":
    "These codes are shown only once. Keep them somewhere safe: each one signs you in once if you lose your phone.",
  "auth.twoFactor.enable": "Turn on two-factor authentication",
  "auth.twoFactor.disable": "Turn off two-factor authentication",

  // ---------------------------------------------------------------- admin shell
  "admin.title": "Admin",
  "admin.skipToContent": "Skip to content",
  "admin.signedInAs": "Signed in as {email}",
  "admin.sections": "Admin sections",
  "admin.tab.products": "Products",
  "admin.tab.import": "Data import",
  "admin.tab.enquiries": "Enquiries",
  "admin.tab.users": "Users",
  "admin.tab.activity": "Activity",
  "admin.comingSoon.title": "This section is on its way.",
  "admin.comingSoon.body": "It is still being built; nothing here needs your attention yet.",

  // ---------------------------------------------------------------- users
  "users.role.admin": "Administrator",
  "users.role.editor": "Editor",
  "users.role.pending": "Pending",
  "users.column.email": "Email",
  "users.column.role": "Role",
  "users.column.verified": "Verified",
  "users.column.twoFactor": "Two-factor",
  "users.column.created": "Created",
  "users.column.lastSignIn": "Last sign-in",
  "users.never": "Never",
  "users.disabled": "Disabled",
  "users.count": { one: "{count} person", other: "{count} people" },
  "users.action.approveEditor": "Approve as editor",
  "users.action.approveAdmin": "Approve as administrator",
  "users.action.changeRole": "Change role",
  "users.action.disable": "Disable",
  "users.action.enable": "Enable",
  "users.action.delete": "Delete",
  "users.action.endSessions": "End sessions",
  "users.error.ownRole": "You cannot change your own role",
  "users.error.lastAdmin": "The last administrator must stay an administrator",

  // ---------------------------------------------------------------- activity
  "activity.column.when": "When",
  "activity.column.who": "Who",
  "activity.column.action": "Action",
  "activity.column.target": "Target",
  "activity.action.signIn": "Sign-in",
  "activity.action.signInFailed": "Failed sign-in",
  "activity.action.signOut": "Sign-out",
  "activity.action.passwordChanged": "Password changed",
  "activity.action.passwordReset": "Password reset",
  "activity.action.twoFactorEnabled": "Two-factor enabled",
  "activity.action.twoFactorDisabled": "Two-factor disabled",
  "activity.action.roleChanged": "Role changed",
  "activity.action.accountApproved": "Account approved",
  "activity.action.accountDisabled": "Account disabled",
  "activity.action.accountEnabled": "Account enabled",
  "activity.action.accountDeleted": "Account deleted",
  "activity.action.sessionsEnded": "Sessions ended",
  "activity.action.signOutEverywhere": "Signed out everywhere",
  "activity.action.registered": "Registered",
  "activity.action.emailVerified": "Email verified",
  "activity.action.passwordResetRequested": "Password reset requested",
  "activity.action.administratorCreated": "Administrator created",
  "activity.title": "Activity",
  "activity.filter.person": "Person",
  "activity.filter.action": "Action",
  "activity.filter.apply": "Apply filters",
  "activity.systemActor": "—",
  "activity.total": { one: "{count} entry", other: "{count} entries" },
  "activity.filter.allPeople": "All people",
  "activity.filter.allActions": "All actions",
  "activity.empty": "Nothing has happened yet.",

  // ---------------------------------------------------------------- e-mail to staff
  "mail.verify.subject": "Verify your email address for the {site} admin",
  "mail.verify.body":
    "Hello,\n\nPlease confirm this address for your {site} admin account by opening this link:\n\n{link}\n\nThe link works for one hour. If you did not register, you can ignore this email.",
  "mail.reset.subject": "Reset your {site} admin password",
  "mail.reset.body":
    "Hello,\n\nSomeone asked to reset the password of your {site} admin account. To choose a new password, open this link:\n\n{link}\n\nThe link works for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.",

  // ---------------------------------------------------------------- shared
  "common.language": "Language",
  "common.unknownError": "Unknown error",
  "common.loading": "Loading…",
  "common.save": "Save",
  "common.cancel": "Cancel",
  "common.close": "Close",
  "common.yes": "Yes",
  "common.no": "No",
  "common.pagination.label": "Pages",
  "common.pagination.previous": "Previous",
  "common.pagination.next": "Next",
  "common.pagination.pageOf": "Page {page} of {pages}",
} as const satisfies Record<string, string | PluralMessage>;
