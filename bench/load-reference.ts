// The load bench's reference figures (bench/load-reference.json): what this machine did on a
// known good day, printed beside each run so that a regression shows the day it lands. A report,
// not a test: a row more than 20 % below its reference is flagged, nothing fails.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server";

export const REFERENCE_FILE = path.join(ROOT, "bench", "load-reference.json");
/** A row below this share of its reference's requests per second is flagged. */
export const FLAG_BELOW = 0.8;

export interface ReferenceFigure {
  reqPerSec: number;
  latencyP99Ms: number;
}

export interface LoadReference {
  /** When, on which commit and under what conditions the figures were measured. */
  measuredAt: string;
  commit: string;
  note: string;
  durationSeconds: number;
  connections: number;
  /** By path, then by target (site, site-cookie, cluster, cluster-cookie, static). */
  figures: Record<string, Record<string, ReferenceFigure>>;
}

export function readReference(): LoadReference | null {
  if (!existsSync(REFERENCE_FILE)) return null;
  return JSON.parse(readFileSync(REFERENCE_FILE, "utf8")) as LoadReference;
}

/** The reference cells of one row: its figures, the share reached, and a flag when far below. */
export function compareWithReference(
  reference: LoadReference | null,
  route: string,
  target: string,
  measured: ReferenceFigure,
): { reqPerSec: string; latencyP99Ms: string; share: string; flag: string } {
  const figure = reference?.figures[route]?.[target];
  if (!figure) return { reqPerSec: "", latencyP99Ms: "", share: "", flag: "" };
  const share = measured.reqPerSec / figure.reqPerSec;
  return {
    reqPerSec: String(Math.round(figure.reqPerSec)),
    latencyP99Ms: String(Math.round(figure.latencyP99Ms)),
    share: `${Math.round(share * 100)} %`,
    flag: share < FLAG_BELOW ? "BELOW REFERENCE" : "",
  };
}

/** The line under the table: which reference the rows were compared with, and any flagged row. */
export function reportAgainstReference(
  reference: LoadReference | null,
  rows: { route: string; target: string; label: string; figure: ReferenceFigure }[],
) {
  if (!reference) return;
  const below = `${Math.round((1 - FLAG_BELOW) * 100)} % below it`;
  const flagged = rows
    .filter((row) => compareWithReference(reference, row.route, row.target, row.figure).flag !== "")
    .map((row) => `${row.route} (${row.label})`);
  console.log(
    `Reference: ${reference.measuredAt.slice(0, 10)} on ${reference.commit} (${reference.note}). ` +
      (flagged.length === 0
        ? `No row is more than ${below}.`
        : `More than ${below}: ${flagged.join(", ")}. Run again on a quiet machine before believing it.`),
  );
}

/**
 * Writes this run's figures as the new reference (BENCH_SAVE_REFERENCE=1 after a deliberate
 * change, with BENCH_COMMIT and BENCH_NOTE); rows the run did not measure keep their figures.
 */
export function saveRunAsReference(
  previous: LoadReference | null,
  measurements: ({ path: string; target: string } & ReferenceFigure)[],
  run: { durationSeconds: number; connections: number; note: string },
) {
  const figures: LoadReference["figures"] = {};
  for (const m of measurements) (figures[m.path] ??= {})[m.target] = { reqPerSec: Math.round(m.reqPerSec), latencyP99Ms: m.latencyP99Ms };
  const reference: LoadReference = {
    measuredAt: new Date().toISOString(),
    commit: process.env.BENCH_COMMIT ?? "unknown",
    note: process.env.BENCH_NOTE ?? run.note,
    durationSeconds: run.durationSeconds,
    connections: run.connections,
    figures: { ...previous?.figures, ...figures },
  };
  writeFileSync(REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`);
  console.log(`This run's figures are now the reference: ${path.relative(process.cwd(), REFERENCE_FILE)}`);
}
