import { importUndoHandler } from "~/features/imports/undo/import-undo.server";
import type { JobKind } from "./job-kind";
import { IMPORT_UNDO } from "./job-kinds";

/** Undoing an import (decision 027): titled after the import it undoes, its items said as undone or left alone. */
export const importUndoKind: JobKind = {
  kind: IMPORT_UNDO,
  label: "import.kind.import-undo",
  title: "import.undo.title",
  outcomes: {
    create: "import.items.undo.create",
    update: "import.items.undo.update",
    unchanged: "import.items.undo.unchanged",
    skip: "import.items.undo.skip",
    fail: "import.items.undo.fail",
  },
  undoable: false,
  runForReal: null,
  undoOf: (payload) => Number((payload as { importJobId?: unknown } | null)?.importJobId) || null,
  outcome: () => ({}),
  handler: ({ database }) => importUndoHandler({ database }),
};
