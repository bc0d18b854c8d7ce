import type { ReactNode } from "react";
// The same React renderer as react-dom/server, in the build whose output is strings (decision 047).
import { renderToPipeableStream } from "react-dom/server.bun";

/*
 * A document rendered whole, as bytes.
 *
 * No page waits on deferred data, so nothing is gained by streaming a page in pieces, and the
 * Node build of React's server renderer encodes every piece of markup into bytes as it goes: an
 * attribute's name, its quotes and its value are each a `TextEncoder.encodeInto` into a fresh
 * view, about a fifth of a render. The build React publishes for Bun has the same renderer and
 * the same `renderToPipeableStream`, but hands its destination strings; the destination here
 * appends them and encodes them a few kilobytes at a time.
 *
 * Never the whole document as one string: V8 keeps a string of more than 128 KB in memory (64 K
 * characters once one of them is outside Latin-1, such as a typographic apostrophe) as a large
 * object, and making one (joining the pieces, then encoding it) cost a 69 K-character page about a
 * millisecond more than the rest of its render together (decision 064).
 */

interface RenderedDocument {
  /** The document, UTF-8. */
  bytes: Buffer;
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

/** Characters appended before they are encoded: well under V8's large-object size as a string. */
const ENCODE_EVERY = 16_384;

/** What React's pipe writes to: the pieces of the document, encoded in runs. */
class BytesDestination {
  /** The run being appended to (cheaper than joining an array of pieces). */
  private run = "";
  private readonly encoded: Buffer[] = [];

  constructor(
    private readonly finish: (bytes: Buffer) => void,
    private readonly fail: (error: unknown) => void,
  ) {}

  write(piece: string | Uint8Array): boolean {
    if (typeof piece === "string") {
      this.run += piece;
      if (this.run.length >= ENCODE_EVERY) this.encodeRun();
    } else {
      this.encodeRun();
      this.encoded.push(Buffer.from(piece));
    }
    return true;
  }

  end(): void {
    this.encodeRun();
    this.finish(Buffer.concat(this.encoded));
  }

  private encodeRun(): void {
    if (this.run === "") return;
    this.encoded.push(Buffer.from(this.run, "utf8"));
    this.run = "";
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
    const destination = new BytesDestination(
      (bytes) => {
        clearTimeout(timeout);
        resolve({ bytes, failed: errors.length > 0 });
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
