import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { createHmac } from "node:crypto";
import { sessionSecret } from "~/platform/config/secret.server";

/** Who did something, as the audit log names them. */
export interface Actor {
  id: string;
  email: string;
}

/** What every audited write carries: the person, and a keyed hash of the address they wrote from. */
export interface AuditedBy {
  actor: Actor;
  ipHash: string | null;
}

/** A throttle key: the purpose, then a keyed hash of the value (an address, an e-mail). */
export const keyed = (purpose: string, value: string) =>
  `${purpose}:${createHmac("sha256", sessionSecret()).update(`${purpose}:${value}`).digest("base64url").slice(0, 32)}`;

/** A keyed hash of the request's address, as the audit log keeps it. */
export const addressHash = (ip: string | undefined) => keyed("address", ip || "unknown").split(":")[1]!;

/** The signed-in person behind a request, and where from, for the audit log. */
export function actorOf(session: { user: Actor }, context: RequestContext): AuditedBy {
  return { actor: { id: session.user.id, email: session.user.email }, ipHash: addressHash(siteRequestOf(context).clientIp) };
}
