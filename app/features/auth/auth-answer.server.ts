import { setCookiesOf } from "./auth-headers.server";

/** What an `auth.api` call made with `asResponse: true` answered: its status, code, body and cookies. */
export interface AuthAnswer {
  ok: boolean;
  status: number;
  code: string | undefined;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Runs an `auth.api` call made with `asResponse: true` and reads what it answered. */
export async function answerOf(call: Promise<Response>): Promise<AuthAnswer> {
  const response = await call;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return {
    ok: response.ok,
    status: response.status,
    code: typeof body.code === "string" ? body.code : undefined,
    body,
    headers: setCookiesOf(response.headers),
  };
}
