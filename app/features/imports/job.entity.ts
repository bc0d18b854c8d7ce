import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";

/*
 * An import (a background job: from a link, in bulk, from a spreadsheet, or the undoing of one),
 * as the Data import tab's recent imports list it (app/features/imports/link/import.tsx): open to
 * all staff, the job's fields under their labels and the list's columns (decision 041). Every
 * import page (the Data import tab, a job's page and its errors CSV, the spreadsheet import)
 * admits those its `access` names.
 */

export const job = defineEntity({
  name: "job",
  access: STAFF_ROLES,
  fields: {
    id: { label: "import.recent.number", kind: "number" },
    source: { label: "import.recent.link", kind: "text" },
    dryRun: { label: "import.recent.dryRun", kind: "boolean" },
    state: { label: "import.recent.state", kind: "choice" },
    createdAt: { label: "import.recent.started", kind: "dateTime" },
    createdBy: { label: "import.recent.by", kind: "text" },
  },
  listColumns: [
    { key: "number", header: "import.recent.number" },
    { key: "link", header: "import.recent.link" },
    { key: "state", header: "import.recent.state" },
    { key: "started", header: "import.recent.started" },
    { key: "by", header: "import.recent.by" },
  ],
});
