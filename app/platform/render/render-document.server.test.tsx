import { Suspense, use, type ReactNode } from "react";
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
  it("renders a whole document to UTF-8 bytes, multi-byte text and all", async () => {
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
    const html = rendered.bytes.toString("utf8");
    expect(html).toContain("<!DOCTYPE html>");
    expect(html).toContain("<h1>Café floors — ¾-inch oak</h1>");
    expect(errors).toEqual([]);
  });

  it("renders a document far longer than one run of text, every character in its place", async () => {
    const lines = Array.from({ length: 3_000 }, (_, index) => `Board ${index}’s grain 🌳 — ¾ in`);
    const rendered = await renderDocument(
      <html lang="fr-CA">
        <body>
          <ol>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </body>
      </html>,
      { timeoutMs: 5_000 },
    );
    const html = rendered.bytes.toString("utf8");
    expect(html.length).toBeGreaterThan(100_000);
    expect(html.match(/<li>(.*?)<\/li>/g)!.map((item) => item.slice(4, -5))).toEqual(lines);
    expect(html.endsWith("</ol></body></html>")).toBe(true);
  });

  /** A page whose heading renders and whose boundary holds `child`, with the errors reported. */
  async function pageWithBoundary(child: ReactNode, timeoutMs: number) {
    const errors: unknown[] = [];
    const rendered = await renderDocument(
      <main>
        <h1>Boards</h1>
        <Suspense fallback={<p>Loading…</p>}>{child}</Suspense>
      </main>,
      { timeoutMs, onBoundaryError: (error) => errors.push(error) },
    );
    return { failed: rendered.failed, html: rendered.bytes.toString("utf8"), errors };
  }

  it("leaves a failed Suspense boundary to the browser, reports its error and says the page failed", async () => {
    const page = await pageWithBoundary(<Broken />, 1_000);
    expect(page.failed).toBe(true);
    expect(page.html).toContain("<h1>Boards</h1>");
    expect(page.html).toContain("Loading…");
    expect(page.errors).toHaveLength(1);
    expect((page.errors[0] as Error).message).toBe("the oak ran out");
  });

  it("gives up on a boundary still waiting at the time limit, and sends the rest", async () => {
    const page = await pageWithBoundary(<Forever />, 50);
    expect(page.failed).toBe(true);
    expect(page.html).toContain("<h1>Boards</h1>");
    expect(page.errors).toHaveLength(1);
  });

  it("rejects when the shell itself fails or never completes, reporting nothing itself", async () => {
    const errors: unknown[] = [];
    const onBoundaryError = (error: unknown) => errors.push(error);
    await expect(renderDocument(<Broken />, { timeoutMs: 1_000, onBoundaryError })).rejects.toThrow("the oak ran out");
    await expect(renderDocument(<Forever />, { timeoutMs: 50, onBoundaryError })).rejects.toBeDefined();
    expect(errors).toEqual([]);
  });
});
