import { ArchiveError } from "./archive.server";
import { BackupError } from "./database.server";
import { ToolError } from "./postgres-tools.server";

/**
 * Prints why a backup or restore command stopped and gives its exit code. The people running these
 * need the reason, not a stack: the stack is printed only for errors none of our checks expected,
 * and only with DEBUG set.
 */
export function cliFailure(error: unknown): number {
  const expected = error instanceof BackupError || error instanceof ToolError || error instanceof ArchiveError;
  // A query's failure carries the database's own reason (no such database, refused password) as its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const message = cause ? cause.message : error instanceof Error ? error.message : String(error);
  console.error(expected ? message : `Stopped: ${message}`);
  if (!expected && process.env.DEBUG && error instanceof Error) console.error(error.stack);
  return 1;
}
