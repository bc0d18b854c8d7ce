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

/** Writes this run's figures as the new reference (BENCH_SAVE_REFERENCE=1 after a deliberate change). */
export function saveReference(reference: LoadReference) {
  writeFileSync(REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`);
}
