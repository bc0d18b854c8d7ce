/*
 * The browser's own prefetching and prerendering of the next page (the Speculation Rules API),
 * for pages that load no client router: a link the visitor is likely to follow (in view on a
 * phone, hovered on a desktop) is fetched ahead, and the one they press is rendered while the
 * finger is still down, so the next page shows at once. Browsers without the API ignore it.
 */

/**
 * The rules for same-site links, leaving out the first segments given (`admin` leaves out `/admin`
 * and all under it) and links that open elsewhere or download.
 */
export function speculationRules(excluded: readonly string[]) {
  const where = {
    and: [
      { href_matches: "/*" },
      { not: { href_matches: `/:s(${excluded.join("|")}){/*}?` } },
      { not: { selector_matches: "[download],[target]" } },
    ],
  };
  return {
    prefetch: [{ where, eagerness: "moderate" }],
    prerender: [{ where, eagerness: "conservative" }],
  };
}

/** The rules as the inline script a page carries (its nonce lets the policy run it). */
export function SpeculationRules({ excluded, nonce }: { excluded: readonly string[]; nonce?: string }) {
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      // JSON of fixed addresses: nothing a visitor typed is in it.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules(excluded)) }}
    />
  );
}
