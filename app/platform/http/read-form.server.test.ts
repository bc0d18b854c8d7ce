import { describe, expect, it } from "vitest";
import { readLimitedForm } from "./read-form.server";

const MB = 1024 * 1024;

/** A posted body of `size` bytes sent in 64 KB pieces, and how many of them the reader took. */
function postedBody(size: number, headers: Record<string, string>) {
  const piece = new Uint8Array(64 * 1024).fill(120);
  const sent = { bytes: 0, ended: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= size) {
        sent.ended = true;
        controller.close();
        return;
      }
      const chunk = piece.subarray(0, Math.min(piece.byteLength, size - sent.bytes));
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/form", { method: "POST", headers, body, duplex: "half" } as RequestInit);
  return { request, sent };
}

describe("readLimitedForm", () => {
  it("reads a form within the limit", async () => {
    const request = new Request("http://localhost/form", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "title=Oak&order=2",
    });
    const form = await readLimitedForm(request, 1024);
    expect(form).not.toBe("too large");
    expect(typeof form === "string" ? form : form.get("title")).toBe("Oak");
  });

  it("reads an oversized body to its end before refusing it, announced or not, so its sender gets the answer", async () => {
    for (const announced of [true, false]) {
      const size = 3 * MB;
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
      if (announced) headers["content-length"] = String(size);
      const { request, sent } = postedBody(size, headers);
      expect(await readLimitedForm(request, 1 * MB)).toBe("too large");
      expect({ announced, bytes: sent.bytes, ended: sent.ended }).toEqual({ announced, bytes: size, ended: true });
    }
  });

  it("refuses without reading a body announced as far larger than it would read, and stops reading an unannounced one there", async () => {
    const announced = postedBody(20 * MB, { "content-type": "application/x-www-form-urlencoded", "content-length": String(20 * MB) });
    expect(await readLimitedForm(announced.request, 1 * MB)).toBe("too large");
    expect(announced.sent.bytes).toBeLessThan(1 * MB);

    const unannounced = postedBody(20 * MB, { "content-type": "application/x-www-form-urlencoded" });
    expect(await readLimitedForm(unannounced.request, 1 * MB)).toBe("too large");
    expect(unannounced.sent.ended).toBe(false);
    expect(unannounced.sent.bytes).toBeLessThan(10 * MB);
  });

  it("answers a body sent as JSON as not a form", async () => {
    const request = new Request("http://localhost/form", { method: "POST", headers: { "content-type": "application/json" }, body: '{"title":"Oak"}' });
    expect(await readLimitedForm(request, 1024)).toBe("not a form");
  });
});
