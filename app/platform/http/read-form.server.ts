import { data } from "react-router";

/** What a posted form offers its readers: its fields by name. */
export type PostedForm = Pick<FormData, "get" | "getAll">;

/**
 * Beyond the limit, a body is read and dropped up to this much more before it is cut off: closing
 * a connection the sender is still writing to resets it, and the sender sees the reset rather than
 * the answer.
 */
const MAX_DISCARDED_BYTES = 8 * 1024 * 1024;

/**
 * A posted form read up to `maxBytes`, whatever Content-Length claims: "too large" beyond that,
 * "not a form" for a body that cannot be read as one or is sent as another type (JSON, text). An
 * oversized body still being sent, announced or not, is read and dropped (up to 8 MB past the
 * limit), so its sender gets the answer rather than a reset connection. A body announced as larger
 * still is refused without reading it.
 */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<PostedForm | "too large" | "not a form"> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes + MAX_DISCARDED_BYTES) return "too large";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes + MAX_DISCARDED_BYTES) {
        await reader.cancel();
        return "too large";
      }
      if (size <= maxBytes) chunks.push(value);
    }
    if (size > maxBytes) return "too large";
  }
  const body = Buffer.concat(chunks);
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) {
    // JSON, plain text and the like are not read as a form, even when their text would parse as one.
    if (body.length > 0 && type !== "" && !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return "not a form";
    return new URLSearchParams(body.toString("utf8"));
  }
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return "not a form";
  }
}

/** Forms of the sign-in pages are a few short fields. */
const MAX_AUTH_FORM_BYTES = 16 * 1024;

/**
 * A posted form, or the 413/400 answer when the body is too large or not a form at all: a
 * malformed request is the sender's fault, never a server error.
 */
export async function readForm(request: Request, maxBytes = MAX_AUTH_FORM_BYTES): Promise<PostedForm> {
  const form = await readLimitedForm(request, maxBytes);
  if (form === "too large") throw data("The form was too large.", { status: 413, statusText: "Payload Too Large" });
  if (form === "not a form") throw data("Bad request: the body is not a form.", { status: 400, statusText: "Bad Request" });
  return form;
}
