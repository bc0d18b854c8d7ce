import { ArchiveError } from "./archive.server";
import { BackupError } from "./database.server";
import { ToolError } from "./postgres-tools.server";

/** Prints why a backup or restore command stopped and gives its exit code. */
export function cliFailure(error: unknown): number {
  const expected = error instanceof BackupError || error instanceof ToolError || error instanceof ArchiveError;
  const code = (error as NodeJS.ErrnoException).code;
  if (expected || code === "ENOENT" || code === "EACCES" || code === "EEXIST" || (error as Error).message?.startsWith("Usage:") || (error as Error).message?.startsWith("Invalid environment")) {
    console.error((error as Error).message);
  } else {
    console.error(error);
  }
  return 1;
}
