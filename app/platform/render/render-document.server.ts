import type { ReactNode } from "react";
// The same React renderer as react-dom/server, in the build whose output is strings (decision 047).
import { renderToPipeableStream } from "react-dom/server.bun";

/*
 * A document rendered whole, as one string.
 *
 * No page waits on deferred data, so nothing is gained by streaming a page in pieces, and the
 * Node build of React's server renderer encodes every piece of markup into bytes as it goes: an
 * attribute's name, its quotes and its value are each a `TextEncoder.encodeInto` into a fresh
 * view, about a fifth of a render. The build React publishes for Bun has the same renderer and
 * the same `renderToPipeableStream`, but hands its destination strings; the destination here
 * appends them and the document is encoded once.
 */

interface RenderedDocument {
  html: string;
  /**
   * A part inside a Suspense boundary failed (or timed out) on the server: the browser renders it
   * instead. The page still works, so its status stands, but it is not a page to store.
   */
  failed: boolean;
}

interface RenderOptions {
  nonce?: string;
  /** Rendering still unfinished after this long is aborted (its boundaries left to the browser). */
  timeoutMs: number;
  /**
   * Each error inside a Suspense boundary, once the document is complete. An error in the shell
   * rejects the promise instead (and is the router's to report).
   */
  onBoundaryError?: (error: unknown) => void;
}

/** What React's pipe writes to: the pieces of the document, kept until the end. */
class StringDestination {
  /** Appended to piece by piece (cheaper than joining an array of them at the end). */
  private html = "";
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly finish: (html: string) => void,
    private readonly fail: (error: unknown) => void,
  ) {}

  write(piece: string | Uint8Array): boolean {
    this.html += typeof piece === "string" ? piece : this.decoder.decode(piece);
    return true;
  }

  end(): void {
    this.finish(this.html);
  }

  /** Never drains, errors or closes early: nothing to listen to. */
  on(): this {
    return this;
  }

  destroy(error?: unknown): void {
    this.fail(error ?? new Error("The document's render was abandoned."));
  }
}

export function renderDocument(element: ReactNode, options: RenderOptions): Promise<RenderedDocument> {
  return new Promise<RenderedDocument>((resolve, reject) => {
    const errors: unknown[] = [];
    const timeout = setTimeout(() => abort(), options.timeoutMs);
    const destination = new StringDestination(
      (html) => {
        clearTimeout(timeout);
        resolve({ html, failed: errors.length > 0 });
      },
      (error) => {
        clearTimeout(timeout);
        reject(error);
      },
    );
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        for (const error of errors) options.onBoundaryError?.(error);
        // Not from inside this callback: when the time limit aborted the render, React is still
        // closing its aborted tasks here, and piping at once would close the request under it.
        queueMicrotask(() => pipe(destination as unknown as NodeJS.WritableStream));
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
  });
}
