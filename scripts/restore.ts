// `npm run restore -- FILE [--force] [--check]`: restores a backup made by `npm run backup` into the
// configured installation (DATA_DIR, or DATABASE_URL and its storage), which must be empty unless
// --force is given; --check only verifies the archive (docs/deploy/backups.md).
import path from "node:path";
import { parseEnv } from "~/platform/config/env.server";
import { cliFailure } from "~/features/backup/cli.server";
import { BackupError } from "~/features/backup/database.server";
import { restoreBackup, verifyBackup } from "~/features/backup/restore.server";
import { uploads } from "~/platform/storage/storage.server";

try {
  const args = process.argv.slice(2);
  const flags = args.filter((arg) => arg.startsWith("-"));
  const files = args.filter((arg) => !arg.startsWith("-"));
  const unknown = flags.filter((flag) => flag !== "--force" && flag !== "--check");
  if (files.length !== 1 || unknown.length > 0) throw new BackupError("Usage: npm run restore -- FILE [--force] [--check]");
  const file = path.resolve(files[0]!);
  if (flags.includes("--check")) {
    const manifest = await verifyBackup(file);
    console.log(
      `${file} is whole: ${manifest.database.driver} database at migration ${manifest.database.migration.tag ?? manifest.database.migration.createdAt}, ` +
        `${Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0)} rows, ${manifest.uploads.files.length} uploads, made ${manifest.createdAt}.`,
    );
  } else {
    const env = parseEnv();
    const report = await restoreBackup(
      file,
      {
        database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
        dataDir: env.DATA_DIR,
        storage: uploads(),
        sessionSecretFromEnvironment: env.SESSION_SECRET,
      },
      { replace: flags.includes("--force") },
      (line) => console.log(line),
    );
    for (const warning of report.warnings) console.warn(`Warning: ${warning}`);
    console.log("Restored. Start the site as usual.");
  }
} catch (error) {
  process.exitCode = cliFailure(error);
}
