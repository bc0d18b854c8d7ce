import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/*
 * Vitest global setup: a folder for this run in which the first test that starts a server makes
 * the template data directory (migrated and seeded) that every later server starts from a copy of.
 * Nothing is made here, so runs without server tests pay nothing; the folder goes with the run.
 */

declare module "vitest" {
  export interface ProvidedContext {
    seededDataRoot: string;
  }
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "site-template-"));
  project.provide("seededDataRoot", root);
  return () => rmSync(root, { recursive: true, force: true });
}
