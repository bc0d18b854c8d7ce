// `npm run storage:migrate`: copies the uploads kept on local disk (DATA_DIR/uploads, or
// `--from <folder>`) to the bucket STORAGE_URL names, keeping every key. Files already in the
// bucket with the same size are left alone, so it can run again after a partial copy, or once
// more after the switch to catch uploads made meanwhile. Resized variants are not copied: every
// process makes them again in the bucket when first asked. Local files are never deleted.
// `--dry-run` lists what would be copied; `--force` copies files the bucket already has too.
import path from "node:path";
import { env } from "~/platform/config/env.server";
import { localStorage, uploads } from "~/platform/storage/storage.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const count = (number: number) => `${number} file${number === 1 ? "" : "s"}`;

const args = process.argv.slice(2);
const known = new Set(["--from", "--dry-run", "--force"]);
for (const [index, arg] of args.entries()) {
  if (arg.startsWith("--") && !known.has(arg)) fail(`Unknown option ${arg}. Usage: npm run storage:migrate -- [--from <folder>] [--dry-run] [--force]`);
  if (!arg.startsWith("--") && args[index - 1] !== "--from") fail(`Unexpected ${arg}. Usage: npm run storage:migrate -- [--from <folder>] [--dry-run] [--force]`);
}
const fromIndex = args.indexOf("--from");
if (fromIndex >= 0 && !args[fromIndex + 1]) fail("--from needs the folder the uploads are in");
const dryRun = args.includes("--dry-run");
const force = args.includes("--force");

let settings;
try {
  settings = env();
} catch (error) {
  fail((error as Error).message);
}
if (!settings.STORAGE_URL) {
  fail("STORAGE_URL is not set: it names the bucket to copy to (s3://bucket?endpoint=…&region=…), with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
}
const from = path.resolve(fromIndex >= 0 ? args[fromIndex + 1]! : path.join(settings.DATA_DIR, "uploads"));
const source = localStorage(from);
const target = uploads();
const where = `s3://${settings.STORAGE_URL.bucket}/${settings.STORAGE_URL.prefix}`;

const counts = { copied: 0, bytes: 0, present: 0, failed: 0 };
const started = Date.now();
const files: { key: string; size: number }[] = [];
for await (const file of source.list()) files.push(file);
files.sort((a, b) => a.key.localeCompare(b.key));
console.log(`${count(files.length)} in ${from}; copying to ${where}${dryRun ? " (dry run: nothing is written)" : ""}.`);

async function copy(file: { key: string; size: number }) {
  try {
    const there = await target.stat(file.key);
    if (there && there.size === file.size && !force) {
      counts.present += 1;
      return;
    }
    if (dryRun) {
      console.log(`would copy ${file.key} (${file.size} bytes)`);
    } else {
      const data = await source.read(file.key);
      const stored = await target.write(file.key, data);
      if (stored.size !== data.length) throw new Error(`the bucket kept ${stored.size} of ${data.length} bytes`);
    }
    counts.copied += 1;
    counts.bytes += file.size;
  } catch (error) {
    counts.failed += 1;
    console.error(`could not copy ${file.key}: ${(error as Error).message}`);
  }
}

// A few at a time: each is one request, mostly waiting on the network.
let next = 0;
let lastReport = Date.now();
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < files.length) {
      await copy(files[next++]!);
      if (Date.now() - lastReport > 5_000) {
        lastReport = Date.now();
        console.log(`${counts.copied + counts.present + counts.failed} of ${files.length} done`);
      }
    }
  }),
);

const megabytes = (counts.bytes / 1024 / 1024).toFixed(1);
console.log(
  `${dryRun ? "Would copy" : "Copied"} ${count(counts.copied)} (${megabytes} MB), ${counts.present} already in the bucket, ${counts.failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
if (counts.failed) fail("Some files were not copied; run it again to copy them.");
