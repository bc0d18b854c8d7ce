import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe on the page as it is now. Only violations are collected in full: the tests read nothing
 * else, and leaving out the passed checks' nodes (a selector worked out for each) took a fifth
 * off every check's time.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
