import { data } from "react-router";

/**
 * A posted form, or a 400 answer when the body is not one (a wrong content type, a broken
 * multipart body): a malformed request is the sender's fault, never a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("Bad request: the body is not a form.", { status: 400, statusText: "Bad Request" });
  }
}
