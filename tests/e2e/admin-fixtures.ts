/** The administrator the browser tests' server starts with (playwright.config.ts). Test-only. */
export const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" } as const;
