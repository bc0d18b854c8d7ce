import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render-document.server";

/** A promise that never settles: whatever waits on it waits until the render is aborted. */
const never = new Promise<string>(() => {});

function Forever() {
  return <p>{use(never)}</p>;
}

function Broken(): never {
  throw new Error("the oak ran out");
}

describe("renderDocument", () => {
  it("renders a whole document to one string, multi-byte text and all", async () => {
    const errors: unknown[] = [];
    const rendered = await renderDocument(
      <html lang="en-CA">
        <body>
          <h1>Café floors — ¾-inch oak</h1>
        </body>
      </html>,
      { timeoutMs: 1_000, onBoundaryError: (error) => errors.push(error) },
    );
    expect(rendered.failed).toBe(false);
    expect(rendered.html).toContain("<!DOCTYPE html>");
    expect(rendered.html).toContain("<h1>Café floors — ¾-inch oak</h1>");
    expect(errors).toEqual([]);
  });

  it("leaves a failed Suspense boundary to the browser, reports its error and says the page failed", async () => {
    const errors: unknown[] = [];
    const rendered = await renderDocument(
      <main>
        <h1>Products</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Broken />
        </Suspense>
      </main>,
      { timeoutMs: 1_000, onBoundaryError: (error) => errors.push(error) },
    );
    expect(rendered.failed).toBe(true);
    expect(rendered.html).toContain("<h1>Products</h1>");
    expect(rendered.html).toContain("Loading…");
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe("the oak ran out");
  });

  it("gives up on a boundary still waiting at the time limit, and sends the rest", async () => {
    const errors: unknown[] = [];
    const rendered = await renderDocument(
      <main>
        <h1>News</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Forever />
        </Suspense>
      </main>,
      { timeoutMs: 50, onBoundaryError: (error) => errors.push(error) },
    );
    expect(rendered.failed).toBe(true);
    expect(rendered.html).toContain("<h1>News</h1>");
    expect(errors).toHaveLength(1);
  });

  it("rejects when the shell itself fails or never completes, reporting nothing itself", async () => {
    const errors: unknown[] = [];
    const onBoundaryError = (error: unknown) => errors.push(error);
    await expect(renderDocument(<Broken />, { timeoutMs: 1_000, onBoundaryError })).rejects.toThrow("the oak ran out");
    await expect(renderDocument(<Forever />, { timeoutMs: 50, onBoundaryError })).rejects.toBeDefined();
    expect(errors).toEqual([]);
  });
});
