// `npm run backup [-- FILE | DIRECTORY]`: writes one archive of the database, the uploads and the
// session secret, with a manifest (docs/deploy/backups.md). Without an argument it goes to
// ./backups/site-backup-<time>.tar.gz.
import { stat } from "node:fs/promises";
import path from "node:path";
import { parseEnv } from "~/platform/config/env.server";
import { createBackup, defaultBackupName, formatBytes } from "~/features/backup/backup.server";
import { cliFailure } from "~/features/backup/cli.server";
import { BackupError } from "~/features/backup/database.server";
import { uploads } from "~/platform/storage/storage.server";

try {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
    throw new BackupError("Usage: npm run backup [-- FILE.tar.gz | DIRECTORY]");
  }
  const env = parseEnv();
  const output = await outputFile(args[0]);
  const manifest = await createBackup(
    {
      database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
      dataDir: env.DATA_DIR,
      storage: uploads(),
      sessionSecretFromEnvironment: env.SESSION_SECRET,
    },
    output,
    (line) => console.log(line),
  );
  const { size } = await stat(output);
  console.log(`Backup written: ${output} (${formatBytes(size)}).`);
  if (manifest.sessionSecret.keptIn === "environment") {
    console.log("The session secret comes from SESSION_SECRET and is not in the backup: keep it with the backup, a restore needs the same value.");
  }
} catch (error) {
  process.exitCode = cliFailure(error);
}

async function outputFile(arg: string | undefined): Promise<string> {
  if (!arg) return path.resolve("backups", defaultBackupName());
  const isDirectory = arg.endsWith("/") || (await stat(arg).then((info) => info.isDirectory(), () => false));
  return isDirectory ? path.resolve(arg, defaultBackupName()) : path.resolve(arg);
}
