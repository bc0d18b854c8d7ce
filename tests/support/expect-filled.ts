import { expect } from "vitest";

/** True when every string in the value is non-blank and every array is non-empty. */
export function expectFilled(value: unknown, where: string): void {
  if (typeof value === "string") {
    expect(value.trim(), where).not.toBe("");
  } else if (Array.isArray(value)) {
    expect(value.length, where).toBeGreaterThan(0);
    value.forEach((item, index) => expectFilled(item, `${where}[${index}]`));
  } else if (value !== null && typeof value === "object") {
    for (const [field, child] of Object.entries(value)) expectFilled(child, `${where}.${field}`);
  } else {
    expect(value, where).toBeDefined();
  }
}
