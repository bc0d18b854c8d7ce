import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { createSafeFetcher } from "~/platform/fetch/safe-fetch.server";
import type { StoredJob } from "~/platform/jobs/jobs.server";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";
import { BULK_IMPORT } from "../bulk/bulk-import.server";
import { LINK_IMPORT } from "../link/link-import.server";
import { SHEET_IMPORT } from "../sheet/spreadsheet-import.server";
import { IMPORT_UNDO, UNDOABLE_IMPORTS } from "../undo/import-undo.server";
import { importJobHandlers, JOB_KINDS, jobKindOf } from "./index.server";
import { ITEM_OUTCOMES } from "./job-kinds";

const declarations = Object.values(JOB_KINDS);

const inBothCatalogues = (key: string) => Object.hasOwn(en, key) && Object.hasOwn(zh, key);

const job = (fields: Partial<StoredJob>) =>
  ({
    id: 7,
    kind: BULK_IMPORT,
    state: "done",
    payload: {},
    progress: {},
    result: null,
    ...fields,
  }) as StoredJob;

describe("the registry of import job kinds", () => {
  // The handlers are made with a database of their own, never opened by the server here.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(() => database.close());

  it("declares every kind the job runner runs, each under its own name, with a handler", () => {
    const fetcher = createSafeFetcher({ userAgent: "Test/1.0" });
    const handlers = importJobHandlers({
      fetcher,
      userAgent: "Test/1.0",
      publicUrl: "https://www.example.com",
      database: database.db,
    });
    expect(Object.keys(handlers).sort()).toEqual(
      [BULK_IMPORT, IMPORT_UNDO, LINK_IMPORT, SHEET_IMPORT].sort(),
    );
    for (const [kind, handler] of Object.entries(handlers)) {
      expect(typeof handler).toBe("function");
      expect(JOB_KINDS[kind]?.kind).toBe(kind);
    }
  });

  it.each(declarations)("declares $kind completely, in both languages", (declaration) => {
    expect(inBothCatalogues(declaration.label)).toBe(true);
    expect(inBothCatalogues(declaration.title)).toBe(true);
    expect(Object.keys(declaration.outcomes).sort()).toEqual([...ITEM_OUTCOMES].sort());
    for (const key of Object.values(declaration.outcomes)) expect(inBothCatalogues(key)).toBe(true);
    expect(typeof declaration.undoable).toBe("boolean");
    expect(declaration.runForReal === null || typeof declaration.runForReal === "function").toBe(
      true,
    );
    expect(typeof declaration.undoOf).toBe("function");
    expect(typeof declaration.outcome).toBe("function");
  });

  it("offers undo for exactly the kinds the undo job accepts", () => {
    const undoable = declarations
      .filter((declaration) => declaration.undoable)
      .map((declaration) => declaration.kind);
    expect(undoable.sort()).toEqual([...UNDOABLE_IMPORTS].sort());
  });

  it("knows no kind outside the registry, not even one named after an object's own keys", () => {
    expect(jobKindOf("deliver-mail")).toBeNull();
    expect(jobKindOf("toString")).toBeNull();
    expect(jobKindOf(LINK_IMPORT)?.kind).toBe(LINK_IMPORT);
  });

  it("reads the import an undo undoes from its payload, and no other kind undoes one", () => {
    expect(jobKindOf(IMPORT_UNDO)?.undoOf({ importJobId: 12 })).toBe(12);
    expect(jobKindOf(IMPORT_UNDO)?.undoOf({})).toBeNull();
    expect(jobKindOf(IMPORT_UNDO)?.undoOf(null)).toBeNull();
    expect(jobKindOf(LINK_IMPORT)?.undoOf({ importJobId: 12 })).toBeNull();
  });

  it("shows a bulk import's counts as it finished or as far as it got, and nothing of a dry run", () => {
    const bulk = jobKindOf(BULK_IMPORT)!;
    expect(
      bulk.outcome(job({ state: "done", result: { products: 3, created: 2 } }), false),
    ).toEqual({
      bulkResult: { products: 3, created: 2 },
      bulkCounts: { products: 3, created: 2 },
    });
    expect(bulk.outcome(job({ state: "cancelled", progress: { products: 1 } }), false)).toEqual({
      bulkResult: null,
      bulkCounts: { products: 1 },
    });
    expect(bulk.outcome(job({ state: "running", progress: { products: 1 } }), false)).toEqual({
      bulkResult: null,
      bulkCounts: null,
    });
    expect(bulk.outcome(job({ state: "done", result: { products: 3 } }), true)).toEqual({});
  });

  it("offers 'Run import' from a dry run only where the kind has that step", () => {
    const runsForReal = declarations
      .filter((declaration) => declaration.runForReal)
      .map((declaration) => declaration.kind);
    expect(runsForReal.sort()).toEqual([BULK_IMPORT, LINK_IMPORT].sort());
  });
});
