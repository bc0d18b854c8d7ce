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

export interface RenderedDocument {
  html: string;
  /** A part inside a Suspense boundary failed on the server: the browser renders it instead. */
  failed: boolean;
}

export interface RenderOptions {
  nonce?: string;
  /** Rendering still unfinished after this long is aborted (its boundaries left to the browser). */
  timeoutMs: number;
  /** An error after the shell was rendered; an error in the shell rejects the promise instead. */
  onLateError?: (error: unknown) => void;
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
    let shellRendered = false;
    let failed = false;
    const timeout = setTimeout(() => abort(), options.timeoutMs);
    const destination = new StringDestination(
      (html) => {
        clearTimeout(timeout);
        resolve({ html, failed });
      },
      (error) => {
        clearTimeout(timeout);
        reject(error);
      },
    );
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(destination as unknown as NodeJS.WritableStream);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        if (shellRendered) options.onLateError?.(error);
      },
    });
  });
}
