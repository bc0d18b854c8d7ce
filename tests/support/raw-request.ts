import http from "node:http";

/*
 * One HTTP request to a test server exactly as written: no client library normalising the path,
 * headers or body on the way. Used by the hostile-request tests.
 */

export interface RawRequest {
  port: number;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in chunks of this many bytes without a Content-Length. */
  chunkBytes?: number;
  timeoutMs: number;
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type RawOutcome = RawAnswer | { dropped: string };

/** A request as a hostile-request test writes it down, before it is sent. */
export interface SentRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in chunks without a Content-Length. */
  chunked?: boolean;
}

/** The answer, or why there was none (a dropped connection, no answer in time). */
export function rawRequest(request: RawRequest): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: request.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: false,
        timeout: request.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (error) => resolve({ dropped: `response: ${error.message}` }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${request.timeoutMs / 1000} s`)));
    req.on("error", (error) => resolve({ dropped: error.message }));
    if (request.body !== undefined && request.chunkBytes) {
      const body = Buffer.from(request.body);
      for (let offset = 0; offset < body.length; offset += request.chunkBytes) req.write(body.subarray(offset, offset + request.chunkBytes));
      req.end();
    } else {
      req.end(request.body);
    }
  });
}
