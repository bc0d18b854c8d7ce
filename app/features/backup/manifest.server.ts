import { createHash } from "node:crypto";
import { z } from "zod";

/*
 * manifest.json, the last entry of every backup: what the archive holds, with a checksum for each
 * entry, so a restore can tell a whole backup from a damaged one before it changes anything.
 */

export const BACKUP_FORMAT = "cedarline-site-backup";
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = "manifest.json";
export const SESSION_SECRET_ENTRY = "session-secret";
export const UPLOADS_PREFIX = "uploads/";
export const databaseEntry = (driver: "pglite" | "postgres") =>
  driver === "pglite" ? "database/pglite-data.tar" : "database/pg_dump.sql";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({
    driver: z.enum(["pglite", "postgres"]),
    file: z.string(),
    size: count,
    sha256,
    postgresVersion: z.string(),
    tool: z.string(),
    migration: z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string(), applied: count }),
    tables: z.record(z.string(), count),
  }),
  uploads: z.object({
    files: z.array(z.object({ key: z.string(), size: count, sha256 })),
    totalBytes: count,
  }),
  sessionSecret: z.object({
    /** Where the site kept it: the environment (not in the backup), DATA_DIR, the database, or none yet. */
    keptIn: z.enum(["environment", "data-dir", "database", "none"]),
    included: z.boolean(),
    sha256: sha256.nullable(),
    /** Tells two secrets apart without revealing either. */
    fingerprint: z.string().nullable(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("The backup's manifest is not readable JSON.");
  }
  const format = (data as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new Error("This file is not a backup of this site.");
  if (format.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new Error(`This backup has format version ${String(format.formatVersion)}; this version of the site reads version ${BACKUP_FORMAT_VERSION}.`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) throw new Error(`The backup's manifest is malformed: ${parsed.error.issues[0]?.message ?? "unknown field"}.`);
  return parsed.data;
}

export const hashOf = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export const secretFingerprint = (secret: string) =>
  createHash("sha256").update(`session-secret-fingerprint\0${secret}`).digest("hex").slice(0, 16);
