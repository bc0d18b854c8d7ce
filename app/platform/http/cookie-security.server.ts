import { env } from "~/platform/config/env.server";

/**
 * The `; Secure` attribute for the site's own cookies when the site is served over https
 * (`PUBLIC_URL`), else nothing: a browser on http://localhost would drop a Secure cookie.
 */
export function secureAttribute(publicUrl: string = env().PUBLIC_URL): string {
  return publicUrl.startsWith("https:") ? "; Secure" : "";
}
