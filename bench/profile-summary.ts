/** A V8 CPU profile as the inspector writes it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
}

/** `name file:line`, with paths cut to the package or the build file. */
function frameName(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const file = frame.url.replace(/^.*\/node_modules\//, "").replace(/^.*\/(build\/|server\/)/, "$1").replace(/^file:\/\//, "");
  return `${frame.functionName || "(anonymous)"}${file ? ` ${file}:${frame.lineNumber + 1}` : ""}`;
}

const NOT_BUSY = new Set(["(idle)", "(program)"]);

/**
 * The top `count` costs of a profile as shares of its busy samples (idle left out): own time (the
 * function itself) and inclusive time (with everything it called, each function once per sample).
 */
export function summariseProfile(profile: CpuProfile, count: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const own = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const sample of profile.samples) {
    const node = byId.get(sample);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    busy += 1;
    const name = frameName(node.callFrame);
    own.set(name, (own.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const frame = byId.get(id)!.callFrame;
      const key = frameName(frame);
      if (frame.functionName === "(root)" || seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  const idle = profile.samples.length - busy;
  const top = (counts: Map<string, number>, skip: (name: string) => boolean) =>
    [...counts]
      .filter(([name]) => !skip(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, n]) => `${((100 * n) / Math.max(1, busy)).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  return [
    `${profile.samples.length} samples, ${((100 * idle) / Math.max(1, profile.samples.length)).toFixed(0)} % idle; shares of the busy ones`,
    "own time:",
    top(own, () => false),
    "including callees:",
    top(inclusive, (name) => NOT_BUSY.has(name) || name.startsWith("(garbage")),
  ].join("\n");
}
