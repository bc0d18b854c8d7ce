import { redirect } from "react-router";
import { readForm } from "~/platform/http/read-form.server";
import { signOut } from "~/features/auth/auth-actions.server";
import type { Route } from "./+types/sign-out";

/*
 * POST /auth/sign-out: ends this session (`everywhere=1`: every session of the account) and goes
 * to the sign-in page. A POST from this site only (server/admin-area.ts), so no other page can
 * sign anyone out.
 */
export const formFields = ["everywhere"];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const headers = await signOut(request, context, form.get("everywhere") === "1");
  throw redirect("/auth", { status: 303, headers });
}

export function loader() {
  return new Response("Use POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
