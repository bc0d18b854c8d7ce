import { access, readdir, readlink } from "node:fs/promises";
import path from "node:path";

/*
 * PGlite runs PostgreSQL inside one process and takes no lock on its directory: a second process
 * opening it would write over the first. PGlite writes a postmaster.pid with a made-up number, so
 * that file cannot say who has it open. On Linux, the process that has it open holds its files
 * open, and /proc shows them; elsewhere the postmaster.pid, present from opening to a clean close,
 * is the only sign, and it stays behind after a crash.
 */

export type EmbeddedUse = { inUse: false } | { inUse: true; pids: number[] } | { inUse: "maybe"; reason: string };

export async function embeddedDatabaseUse(pgliteDir: string): Promise<EmbeddedUse> {
  const root = path.resolve(pgliteDir) + path.sep;
  const processes = await readdir("/proc").catch(() => null);
  if (processes && processes.includes("self")) {
    const pids: number[] = [];
    for (const entry of processes) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid === process.pid) continue;
      // Another user's processes cannot be read; the site normally runs as the same user.
      const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
      for (const fd of fds) {
        const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
        if (target.startsWith(root)) {
          pids.push(pid);
          break;
        }
      }
    }
    return pids.length > 0 ? { inUse: true, pids } : { inUse: false };
  }
  const pidFile = path.join(pgliteDir, "postmaster.pid");
  if (await access(pidFile).then(() => true, () => false)) {
    return {
      inUse: "maybe",
      reason: `${pidFile} exists: the site is running, or it was not stopped cleanly (then start it and stop it once).`,
    };
  }
  return { inUse: false };
}
