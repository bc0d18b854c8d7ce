import { expect, test as base } from "@playwright/test";

/** Fails a test on any console error or uncaught page error, except the ones it expects. */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  /** Whether a navigation aborted by a newer one may go uncounted (see below). */
  allowAbortedNavigations: boolean;
  failOnConsoleErrors: void;
}>({
  allowedConsoleErrors: [[], { option: true }],
  allowAbortedNavigations: [true, { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors, allowAbortedNavigations }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => {
        // The router aborts the requests of a navigation that a newer one replaced, without a
        // reason; when a test moves on quickly that rejection can surface here uncaught. Tests of
        // a page that starts navigations of its own (signing in) count it: there it means the
        // page raced itself.
        if (
          allowAbortedNavigations &&
          error.name === "AbortError" &&
          error.message === "signal is aborted without reason"
        )
          return;
        errors.push(error.message);
      });
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
