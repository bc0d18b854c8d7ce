import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { registerWorkingCopyKind } from "~/platform/autosave/working-copies.server";
import { contentKindNames, isSingleton, kindSpec, type ContentKind } from "./content-kinds";

/*
 * The content editors autosave (decision 066): each kind's entries, the company's details
 * included, have working copies named `content:<kind>`, holding the fields its declaration
 * gives the form; a new entry's copy is the kind's 'new'.
 */

export const workingCopyKindOf = (kind: ContentKind) => `content:${kind}`;

async function entryVersion(kind: ContentKind, id: number, database: Queryable) {
  const [row] = await database
    .select({ version: contentEntries.version })
    .from(contentEntries)
    .where(and(eq(contentEntries.id, id), eq(contentEntries.kind, kind), isNull(contentEntries.deletedAt)))
    .limit(1);
  return row?.version ?? null;
}

for (const kind of contentKindNames()) {
  const entity = kindSpec(kind).entity;
  registerWorkingCopyKind({
    name: workingCopyKindOf(kind),
    access: entity.access,
    fields: entity.fields,
    allowsNew: !isSingleton(kind),
    version: (id, database) => entryVersion(kind, id, database),
  });
}
