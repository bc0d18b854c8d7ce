// Visitors asking for public pages while something else runs (an import), and what they measured.

export const PUBLIC_PATHS = ["/", "/products", "/products/1", "/products?category=solid-hardwood"];

/** `count` visitors asking for public pages one after another until `until` settles; each answer's time. */
export async function visitors(origin: string, count: number, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: count }, async (_, visitor) => {
      for (let n = visitor; !done; n++) {
        const path = PUBLIC_PATHS[n % PUBLIC_PATHS.length];
        const started = performance.now();
        const response = await fetch(`${origin}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** What a person reads on a page: markup, scripts and styles left out. */
export const pageText = (html: string) =>
  html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
