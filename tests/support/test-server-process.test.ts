import { describe, expect, it } from "vitest";
import { randomTestPort } from "./test-server-process";

describe("randomTestPort", () => {
  it("never picks a port that fetch refuses to connect to", async () => {
    // Which ports of the test range fetch itself refuses ("bad port"), asked of fetch, not assumed.
    const refused: number[] = [];
    for (let port = 3400; port < 3800; port++) {
      const error = await fetch(`http://127.0.0.1:${port}/`).then(
        () => null,
        (reason: Error & { cause?: Error }) => reason.cause?.message ?? reason.message,
      );
      if (error === "bad port") refused.push(port);
    }
    expect(refused).toEqual([3659]);

    const picked = new Set(Array.from({ length: 20_000 }, randomTestPort));
    for (const port of picked) expect(port >= 3400 && port < 3800).toBe(true);
    for (const port of refused) expect(picked.has(port)).toBe(false);
    // The rest of the range is still used.
    expect(picked.size).toBeGreaterThan(390);
  });
});
